import sharp from 'sharp'

/** REST calls and form posts the stack's tests make, as staff or as a visitor. */

export const STAFF = { email: 'stack@roster.test', password: 'A-long-enough-passphrase-1' }

export type Doc = Record<string, unknown> & { id: number }

/** The first account of an empty admin (an admin), made on one instance; its token. */
export async function firstStaffToken(base: string): Promise<string> {
  const response = await fetch(`${base}/cms/api/users/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...STAFF, name: 'Stack tests' }),
  })
  if (!response.ok) throw new Error(`first-register: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

export async function asStaff(
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<Doc & { doc?: Doc; docs?: Doc[] }> {
  const response = await fetch(url, {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<Doc & { doc?: Doc; docs?: Doc[] }>
}

/** The office applications are sent to. */
export const LOS_ANGELES = {
  name: 'Los Angeles',
  slug: 'los-angeles',
  town: 'LA',
  address: { street: '8560 Sunset Boulevard', city: 'West Hollywood', country: 'US' },
  phone: '+1 (310) 555-0142',
  email: 'la@roster.example',
  timeZone: 'America/Los_Angeles',
}

export const publishedPage = (slug: string, title: string) => ({
  title,
  slug,
  layout: 'default',
  seo: { title },
  _status: 'published',
})

export function jpeg(background: string, width = 600, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()
}

/** The script nonce a Content-Security-Policy names, if any. */
export const nonceOf = (policy: string | null): string | undefined =>
  /'nonce-([^']+)'/.exec(policy ?? '')?.[1]
