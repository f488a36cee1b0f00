import { renderPdfCard } from '@/features/print/render-pdf'

type Context = { params: Promise<{ books: string; talent: string }> }

/** `GET /print/{book}/{talent}/pdf?layout=card|portfolio&units=cm|in`: the card as a PDF download. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { books, talent } = await params
  return renderPdfCard(books, talent, new URL(request.url).searchParams)
}
