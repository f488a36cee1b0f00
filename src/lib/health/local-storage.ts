import { constants } from 'node:fs'
import { access, mkdir } from 'node:fs/promises'

import { env } from '@/lib/env'

/**
 * Whether this instance can keep uploads on its own disk: the public media folder and the
 * private folder of applicants' photos exist (Payload makes them on the first upload; made here
 * if missing, so an empty install is ready) and can be read and written.
 */
export async function localStorageReady(
  folders: readonly string[] = [env.mediaDir, env.privateUploadsDir],
): Promise<boolean> {
  for (const folder of folders) {
    await mkdir(folder, { recursive: true })
    await access(folder, constants.R_OK | constants.W_OK)
  }
  return true
}
