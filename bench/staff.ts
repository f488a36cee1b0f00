/** The staff account the benchmarks act as: the first account of a bench database. */
const BENCH_STAFF = { email: 'bench@roster.test', password: 'A-long-enough-passphrase-1' }

/**
 * A staff session on the site at `base`: signs in, or makes the account first when the database
 * has none (a fresh bench database). Its token goes in `Authorization: JWT …` or the
 * `payload-token` cookie.
 */
export async function staffToken(base: string): Promise<string> {
  const post = (action: string, body: object) =>
    fetch(`${base}/cms/api/users/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  let session = await post('login', BENCH_STAFF)
  if (session.status === 401)
    session = await post('first-register', { ...BENCH_STAFF, name: 'Bench' })
  if (!session.ok) throw new Error(`staff session: ${session.status} ${await session.text()}`)
  return ((await session.json()) as { token: string }).token
}
