import type { Media, Talent } from '@/payload-types'

/** Payload's REST API (config `routes.api`), as the admin's own browser code calls it. */
const API = '/cms/api'

/** What a thumbnail needs of a picture in the media collection. */
export type MediaThumbnail = { id: number; alt: string; url: string }

/** A picture as the portfolio's thumbnails show it. */
export function thumbnailOf(media: Media): MediaThumbnail {
  return { id: media.id, alt: media.alt, url: media.sizes?.thumbnail?.url ?? media.url ?? '' }
}

/**
 * Uploads one file to the media collection with its alt text, reporting the share sent so far
 * (0 to 1). XMLHttpRequest, not fetch: only it reports upload progress.
 */
export function uploadToMedia(
  file: File,
  alt: string,
  onProgress: (sent: number) => void,
): Promise<MediaThumbnail> {
  const body = new FormData()
  body.append('file', file)
  body.append('_payload', JSON.stringify({ alt }))
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${API}/media`)
    request.withCredentials = true
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      const answer = request.response as { doc?: Media; errors?: { message: string }[] } | null
      if (request.status === 201 && answer?.doc) resolve(thumbnailOf(answer.doc))
      else
        reject(new Error(answer?.errors?.[0]?.message ?? `The upload failed (${request.status}).`))
    }
    request.onerror = () => reject(new Error('The upload failed: the connection was lost.'))
    request.send(body)
  })
}

/** The thumbnails of the given media, by id (ids that no longer exist are missing). */
export async function fetchThumbnails(ids: number[]): Promise<Map<number, MediaThumbnail>> {
  if (ids.length === 0) return new Map()
  const query = new URLSearchParams({
    'where[id][in]': ids.join(','),
    limit: String(ids.length),
    depth: '0',
  })
  const response = await fetch(`${API}/media?${query}`, { credentials: 'include' })
  if (!response.ok) return new Map()
  const { docs } = (await response.json()) as { docs: Media[] }
  return new Map(docs.map((media) => [media.id, thumbnailOf(media)]))
}

/** Saves new alt text on a picture; the error message when the server refuses it. */
export async function saveAlt(id: number, alt: string): Promise<string | null> {
  const response = await fetch(`${API}/media/${id}`, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ alt }),
  })
  if (response.ok) return null
  const answer = (await response.json().catch(() => null)) as {
    errors?: { message: string }[]
  } | null
  return answer?.errors?.[0]?.message ?? `Not saved (${response.status}).`
}

/** What a book's tile (and a search result) needs of a talent. */
export type TalentTile = { id: number; name: string; thumbnail: MediaThumbnail | null }

/** Talents read by id in one request: a page of names whose ids fit in one address. */
export const TALENTS_PER_READ = 200

/**
 * Drafts included, each talent's name and the thumbnail of their picture (kept on the talent, the
 * first of the portfolio), in one read with the media's thumbnail address populated.
 */
const TILE_FIELDS = {
  depth: '1',
  draft: 'true',
  'select[name]': 'true',
  'select[picture]': 'true',
  // A file's addresses are made from its stored names when read: those are asked for too.
  'populate[media][alt]': 'true',
  'populate[media][filename]': 'true',
  'populate[media][url]': 'true',
  'populate[media][sizes][thumbnail]': 'true',
}

function tileOf(talent: Pick<Talent, 'id' | 'name' | 'picture'>): TalentTile {
  const picture = talent.picture
  return {
    id: talent.id,
    name: talent.name,
    thumbnail: picture && typeof picture === 'object' ? thumbnailOf(picture) : null,
  }
}

async function readTiles(query: Record<string, string>, signal?: AbortSignal) {
  const search = new URLSearchParams({ ...TILE_FIELDS, ...query })
  const response = await fetch(`${API}/talents?${search}`, { credentials: 'include', signal })
  if (!response.ok) throw new Error(`Talents could not be read (${response.status}).`)
  return ((await response.json()) as { docs: Talent[] }).docs.map(tileOf)
}

/** The tiles of at most TALENTS_PER_READ talents, by id (ids that no longer exist are missing). */
export function readTalentTiles(ids: readonly number[]): Promise<TalentTile[]> {
  return readTiles({ 'where[id][in]': ids.join(','), limit: String(ids.length) })
}

/** The first `limit` talents whose name holds every word of `text`, by name. */
export function findTalents(text: string, limit: number, signal: AbortSignal) {
  return readTiles({ 'where[name][like]': text, sort: 'name', limit: String(limit) }, signal)
}

/**
 * The slug a document of `collection` would get from `from` (its name or title) when staff leave
 * the slug empty: the first free one (`anna-berg-2`). Empty when it cannot be told.
 */
export async function previewSlug(
  collection: string,
  from: string,
  id: string | number | undefined,
  signal: AbortSignal,
): Promise<string> {
  const query = new URLSearchParams({ from, ...(id === undefined ? {} : { id: String(id) }) })
  const response = await fetch(`${API}/${collection}/slug-preview?${query}`, {
    credentials: 'include',
    signal,
  })
  if (!response.ok) return ''
  return ((await response.json()) as { slug: string }).slug
}

/** A talent's pictures a package may show: the portfolio, then the polaroids, in their order. */
export type TalentPictures = { portfolio: MediaThumbnail[]; polaroids: MediaThumbnail[] }

/** A talent's portfolio and polaroids (drafts included) with each picture's thumbnail. */
export async function readTalentPictures(id: number, signal: AbortSignal): Promise<TalentPictures> {
  const query = new URLSearchParams({
    depth: '1',
    draft: 'true',
    'select[portfolio]': 'true',
    'select[polaroids]': 'true',
    'populate[media][alt]': 'true',
    'populate[media][filename]': 'true',
    'populate[media][url]': 'true',
    'populate[media][sizes][thumbnail]': 'true',
  })
  const response = await fetch(`${API}/talents/${id}?${query}`, { credentials: 'include', signal })
  if (!response.ok) throw new Error(`The talent’s pictures could not be read (${response.status}).`)
  const talent = (await response.json()) as Pick<Talent, 'portfolio' | 'polaroids'>
  const thumbnails = (rows: { image: number | Media }[] | null | undefined) =>
    (rows ?? []).flatMap(({ image }) => (typeof image === 'object' ? [thumbnailOf(image)] : []))
  return { portfolio: thumbnails(talent.portfolio), polaroids: thumbnails(talent.polaroids) }
}
