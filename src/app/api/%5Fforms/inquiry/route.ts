import { inquiryDeps } from '@/features/inquiry/deps'
import { handleInquiry } from '@/features/inquiry/handler'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return handleInquiry(request, await inquiryDeps())
}
