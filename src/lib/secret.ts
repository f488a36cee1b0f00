import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * PAYLOAD_SECRET signs staff sessions. When it is not set, a random one is made once and kept
 * beside the data (mode 600), so `npm start` is secure without configuration and sessions
 * survive restarts.
 */
export function payloadSecret(configured: string, dataDir: string): string {
  if (configured) return configured
  const file = path.join(dataDir, '.payload-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}
