import { webhookDeps } from '@/features/payment/deps'
import { handleWebhook } from '@/features/payment/webhook-handler'

/** Stripe's signed events; the signature covers the raw body, so nothing may parse it first. */
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  return handleWebhook(request, await webhookDeps())
}
