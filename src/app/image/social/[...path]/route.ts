import { handleSocialCard } from '@/features/seo/social-card-handler'

/** sharp and the media folder: Node only. It reads content, so it is never prerendered. */
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ path: string[] }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return handleSocialCard(request, (await params).path)
}
