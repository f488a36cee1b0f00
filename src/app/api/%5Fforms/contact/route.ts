import { contactDeps } from '@/features/contact/deps'
import { handleContact } from '@/features/contact/handler'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return handleContact(request, await contactDeps())
}
