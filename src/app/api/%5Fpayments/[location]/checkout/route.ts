import { handleCheckout } from '@/features/payment/checkout-handler'
import { checkoutDeps } from '@/features/payment/deps'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function POST(
  request: Request,
  { params }: { params: Promise<{ location: string }> },
): Promise<Response> {
  const { location } = await params
  return handleCheckout(request, location, await checkoutDeps())
}
