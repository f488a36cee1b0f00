import { describe, expect, it } from 'vitest'

/** The session cookie of a site served over https (its own file: SITE_URL is read at start). */
describe('the session cookie over https', () => {
  it('is Secure, HttpOnly and SameSite=Lax', async () => {
    process.env.SITE_URL = 'https://roster.example'
    const { testPayload } = await import('../helpers/payload')
    const { rest } = await import('../helpers/rest')
    const payload = await testPayload()
    await payload.create({
      collection: 'users',
      data: { email: 'secure@roster.test', password: 'A-long-enough-passphrase-1', role: 'editor' },
    })
    const response = await rest('POST', '/users/login', {
      headers: { origin: 'https://roster.example' },
      json: { email: 'secure@roster.test', password: 'A-long-enough-passphrase-1' },
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
  })
})
