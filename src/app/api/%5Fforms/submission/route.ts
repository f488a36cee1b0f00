import { submissionDeps } from '@/features/submission/deps'
import { handleSubmission } from '@/features/submission/handler'

/** Streams photos to disk and re-encodes them with sharp: Node only, never prerendered. */
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return handleSubmission(request, await submissionDeps())
}
