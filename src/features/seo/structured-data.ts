import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'
import type { PublicSettings } from '@/lib/data/globals'
import { mediaVersion } from '@/lib/data/media'

/** schema.org data shared by every page: the agency and the trail to a page. */

/** The agency: its name, address, logo (the settings' logo, else the site icon) and social profiles. */
export function organizationData(settings: PublicSettings, siteUrl: string) {
  const { logo, name, tagline } = settings.website
  const logoPath = logo?.filename
    ? proxyImageUrl(mediaPath(logo.filename), { width: 640, version: mediaVersion(logo) })
    : '/icons/icon-512.png'
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${logoPath}`,
    ...(tagline ? { description: tagline } : {}),
    ...(settings.social.length > 0 ? { sameAs: settings.social.map((link) => link.url) } : {}),
  }
}

/** Home › … › the page: each step a name and a site path. */
export function breadcrumbData(steps: { name: string; path: string }[], siteUrl: string) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${siteUrl}${step.path}`,
    })),
  }
}
