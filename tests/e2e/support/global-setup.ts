import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { E2E_BASE_URL, E2E_DATA_DIR } from './server-env'
import { STAFF } from './staff'

/**
 * Creates the first staff account through the REST API, as the admin's sign-up screen would
 * (the seed creates none), and keeps its token for tests that act as staff.
 */
export default async function globalSetup(): Promise<void> {
  const created = await fetch(`${E2E_BASE_URL}/cms/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...STAFF, name: 'Test Admin' }),
  })
  // 403: the account exists already, on a server kept running from an earlier run.
  if (!created.ok && created.status !== 403)
    throw new Error(
      `Creating the first staff account failed: ${created.status} ${await created.text()}`,
    )
  const login = await fetch(`${E2E_BASE_URL}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`Staff login failed: ${login.status}`)
  await writeFile(path.join(E2E_DATA_DIR, 'staff-token'), token)
}
