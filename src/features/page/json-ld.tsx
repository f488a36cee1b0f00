import { requestNonce } from '@/lib/security/request-nonce'

/**
 * JSON-LD in a page; `<` is escaped so no text of the content can close the script element. Data
 * blocks never run, but they carry the nonce like every script element of the page.
 */
export async function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  )
  return (
    <script
      type="application/ld+json"
      nonce={await requestNonce()}
      // The nonce attribute reads back empty in the browser; React must not mind.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}
