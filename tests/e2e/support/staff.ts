import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { E2E_DATA_DIR } from './server-env'

export const STAFF = { email: 'admin@roster.test', password: 'A-long-enough-passphrase-1' }

/** Headers that make a REST call as the staff account created in global setup. */
export function staffHeaders(): Record<string, string> {
  const token = readFileSync(path.join(E2E_DATA_DIR, 'staff-token'), 'utf8')
  return { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
}

type Doc = { id: number; [key: string]: unknown }

/** A REST call as staff; fails the test with the server's answer when it is not a success. */
export async function asStaff(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<Doc & { doc?: Doc; docs?: Doc[]; result?: Doc }> {
  const response = await request.fetch(url, { method, headers: staffHeaders(), data })
  if (!response.ok())
    throw new Error(`${method} ${url} → ${response.status()}: ${await response.text()}`)
  return response.json()
}
