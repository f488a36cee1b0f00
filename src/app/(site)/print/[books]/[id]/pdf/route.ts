import { renderPdfCard } from '@/features/print/render-pdf'

type Context = { params: Promise<{ books: string; id: string }> }

/** `GET /print/{books}/{id}/pdf?layout=card|portfolio&units=cm|in`: the card as a PDF download. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { books, id } = await params
  return renderPdfCard(books, id, new URL(request.url).searchParams)
}
