import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { sendLink } from './support/packages'
import { E2E_BASE_URL } from './support/server-env'
import { asStaff, staffHeaders } from './support/staff'

/**
 * A polaroid of a talent the site does not show yet (issue 32, docs/decisions/0047): without a
 * package's link, nobody outside the agency reaches it, by any of the addresses a picture has
 * (Payload's file route, the image proxy, `/media/`); with the link, the client sees it; staff
 * see it everywhere, never from a shared cache. Once the talent is published it is everyone's.
 */

type Doc = { id: number; filename?: string; [key: string]: unknown }

async function upload(request: APIRequestContext, name: string): Promise<Doc> {
  const jpeg = await sharp({
    create: { width: 600, height: 900, channels: 3, background: '#9a7b5f' },
  })
    .jpeg()
    .toBuffer()
  // A multipart body sets its own Content-Type: keep only the staff authorisation.
  const { 'Content-Type': _json, ...authorisation } = staffHeaders()
  const answer = await request.post('/cms/api/media', {
    headers: authorisation,
    multipart: {
      file: { name, mimeType: 'image/jpeg', buffer: jpeg },
      _payload: JSON.stringify({ alt: 'A new face, polaroid' }),
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()).doc
}

test('an unpublished talent’s polaroid is reachable only through its package’s link, and by staff', async ({
  request,
  playwright,
}) => {
  const stamp = Date.now()
  const polaroid = await upload(request, `polaroid-${stamp}.jpg`)
  const office = (
    (await asStaff(request, 'GET', '/cms/api/locations?limit=1&depth=0')).docs as Doc[]
  )[0]!
  const { doc: talent } = await asStaff(request, 'POST', '/cms/api/talents?draft=true', {
    name: `Nova Private ${stamp}`,
    location: office.id,
    polaroids: [{ image: polaroid.id }],
    _status: 'draft',
  })
  const { doc: pkg } = await asStaff(request, 'POST', '/cms/api/packages', {
    title: `New faces ${stamp}`,
    location: office.id,
    client: { name: 'Paula Picture', company: 'Private Eye' },
    talents: [{ talent: talent!.id, pictures: [polaroid.id] }],
  })
  const { token } = await sendLink(request, pkg!.id, `polaroid-${stamp}@client.test`)

  const filename = encodeURIComponent(polaroid.filename!)
  const addresses = [
    `/cms/api/media/file/${filename}`,
    `/image/proxy?src=${encodeURIComponent(`/media/${polaroid.filename}`)}&w=640`,
    `/image/proxy?src=${encodeURIComponent(`/media/${polaroid.filename}`)}&w=640&v=1`,
    `/media/${filename}`,
  ]
  // A visitor: no cookie, no authorisation.
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  for (const address of addresses)
    expect((await visitor.get(address)).status(), address).toBeGreaterThanOrEqual(403)
  expect((await visitor.get(`/cms/api/media/${polaroid.id}`)).status()).toBeGreaterThanOrEqual(403)

  // The client, through their link.
  const throughLink = await visitor.get(`/api/_packages/${token}/pictures/${polaroid.id}`)
  expect(throughLink.status()).toBe(200)
  expect(throughLink.headers()['content-type']).toBe('image/webp')
  expect(throughLink.headers()['cache-control']).toMatch(/^private/)

  // Staff, never from a shared cache.
  const proxied = await request.get(addresses[2]!, { headers: staffHeaders() })
  expect(proxied.status()).toBe(200)
  expect(proxied.headers()['cache-control']).toBe('private, no-store')
  expect((await request.get(addresses[0]!, { headers: staffHeaders() })).status()).toBe(200)

  // Published, the talent shows it to everyone, at once.
  await asStaff(request, 'PATCH', `/cms/api/talents/${talent!.id}`, { _status: 'published' })
  const published = await visitor.get(addresses[2]!)
  expect(published.status()).toBe(200)
  expect(published.headers()['cache-control']).toContain('public')
  expect((await visitor.get(addresses[0]!)).status()).toBe(200)
  await visitor.dispose()

  // Other tests count the site's talents.
  await asStaff(request, 'DELETE', `/cms/api/packages/${pkg!.id}`)
  await asStaff(request, 'DELETE', `/cms/api/talents/${talent!.id}`)
})
