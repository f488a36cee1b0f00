import type { SanitizedConfig } from 'payload'

import { pngIconPath } from '@/features/icons/constants'
import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'
import { mediaVersion } from '@/lib/data/media'
import { getSettings } from '@/lib/data/globals'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'

import styles from './agency-brand.module.css'

/**
 * The agency's own name and logo in the admin, from Settings (read through the site's cached
 * settings, so a new logo or name shows on the next page). Payload renders these server
 * components in place of its own graphics (admin.components.graphics). Read in English: the
 * admin has no site language, and the name and logo are not translated.
 */

/** On the login, first-user and password pages: the logo, or the name when there is none. */
export async function AgencyLogo() {
  const { website } = await getSettings(DEFAULT_LOCALE)
  const { logo, name } = website
  if (!logo?.filename) return <span className={styles.name}>{name}</span>
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the image proxy does what next/image would
    <img
      className={styles.logo}
      src={proxyImageUrl(mediaPath(logo.filename), { width: 640, version: mediaVersion(logo) })}
      width={logo.width ?? undefined}
      height={logo.height ?? undefined}
      alt={name}
    />
  )
}

/**
 * At the top of the admin's navigation: the site's icon, which is the logo when it is roughly
 * square and the name's monogram when not (features/icons).
 */
export async function AgencyIcon() {
  const { website } = await getSettings(DEFAULT_LOCALE)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small icon the site already serves
    <img
      className={styles.icon}
      src={pngIconPath(192)}
      width={192}
      height={192}
      alt={website.name}
    />
  )
}

/** Browser tabs in the admin end with the agency's name (admin.meta.titleSuffix). */
export async function withAgencyTitle(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const [resolved, { website }] = await Promise.all([config, getSettings(DEFAULT_LOCALE)])
  const meta = { ...resolved.admin.meta, titleSuffix: ` · ${website.name} admin` }
  return { ...resolved, admin: { ...resolved.admin, meta } }
}
