import { headers } from 'next/headers'

import { adminEditPath, previewingStaff } from '@/lib/data/preview'
import { resolveDraftPath } from '@/lib/data/resolve-path'
import { requestLocale, requestSiteAddress } from '@/lib/i18n/server'
import { exitPreviewPath } from '@/lib/paths'

import styles from './draft-bar.module.css'

/**
 * "Draft preview: {title}", with Exit (leaves draft mode) and Edit (the admin's edit view), on
 * every page a staff member previews in draft mode. Plain links, no script: the site's policy
 * allows none inline, and a draft-mode page is never cached, so the bar reaches nobody else.
 */
export async function DraftBar() {
  const staff = await previewingStaff()
  if (!staff) return null
  const [locale, address, sent] = await Promise.all([
    requestLocale(),
    requestSiteAddress(),
    headers(),
  ])
  const resolution = await resolveDraftPath(locale, decoded(address.path), staff)
  const data = resolution && 'data' in resolution ? resolution.data : null
  const edit = data ? await adminEditPath(data, staff) : null
  const here = `${sent.get('x-roster-path') ?? '/'}${address.search}`
  return (
    <aside className={styles.bar} aria-label="Draft preview">
      <p className={styles.title}>Draft preview{data ? `: ${data.title}` : ''}</p>
      {edit ? (
        <a className={styles.action} href={edit}>
          Edit
        </a>
      ) : null}
      <a className={styles.action} href={exitPreviewPath(here)}>
        Exit
      </a>
    </aside>
  )
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
