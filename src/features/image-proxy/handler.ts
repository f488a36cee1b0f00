import type { MediaAudience } from '@/lib/data/media-audience'
import { env } from '@/lib/env'
import { dropVariant, etagOf, findVariant, singleFlight, storeVariant, variantKey } from './cache'
import type { StoredVariant } from './cache-file'
import {
  IMMUTABLE_CACHE_CONTROL,
  MAX_FETCHES,
  MAX_TRANSFORMS,
  PRIVATE_CACHE_CONTROL,
  QUEUE_LENGTH,
  QUEUE_WAIT_MS,
  REMOTE_MAX_AGE_S,
  REVALIDATE_CACHE_CONTROL,
} from './constants'
import { ProxyError } from './errors'
import { acceptClass, type AcceptClass } from './format'
import { Limiter } from './limiter'
import { parseProxyParams, type ProxyParams } from './params'
import { errorResponse, variantResponse } from './responses'
import { resolveSource, type ResolvedSource } from './sources'
import { transformImage } from './transform'

const transforms = new Limiter(MAX_TRANSFORMS, QUEUE_LENGTH, QUEUE_WAIT_MS)
const downloads = new Limiter(MAX_FETCHES, QUEUE_LENGTH, QUEUE_WAIT_MS)

/** This site's own host names: a source on one of them would make the proxy call itself. */
function selfHosts(request: Request): string[] {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',') ?? []
  return [new URL(request.url).host, new URL(env.siteUrl).host, ...forwarded].map((host) =>
    host.trim().toLowerCase(),
  )
}

function cacheControl(source: ResolvedSource, params: ProxyParams): string {
  if (source.kind === 'remote') return `public, max-age=${REMOTE_MAX_AGE_S}`
  return params.version ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL
}

async function produce(
  key: string,
  source: ResolvedSource,
  params: ProxyParams,
  accept: AcceptClass,
): Promise<StoredVariant> {
  const cached = await findVariant(key)
  if (cached) return cached
  const options = {
    width: params.width,
    quality: params.quality,
    accept,
    allowSvg: source.allowSvg,
  }
  // Bytes are read inside a slot and kept until their transform ends, so at most MAX_FETCHES
  // remote bodies and MAX_TRANSFORMS media files are in memory at once.
  const { data, format } =
    source.kind === 'remote'
      ? await downloads.run(async () => {
          const input = await source.load()
          return transforms.run(() => transformImage(input, options))
        })
      : await transforms.run(async () => transformImage(await source.load(), options))
  return storeVariant(key, { format, etag: etagOf(data), expiresAt: source.expiresAt }, data)
}

/** `GET /image/proxy?src=…[&ref=…][&w=…][&q=…][&v=…]`: see PRODUCT.md and this folder's files. */
export async function handleImageProxy(
  request: Request,
  mediaAudience: MediaAudience,
): Promise<Response> {
  try {
    const params = parseProxyParams(new URL(request.url).searchParams, selfHosts(request))
    const audience =
      params.source.kind === 'media'
        ? await mediaAudience(params.source.filename, request)
        : 'everyone'
    // The same answer as for a file that is not there: nothing tells a private picture exists.
    if (!audience) throw new ProxyError(404, 'Image not found')
    const accept = acceptClass(request.headers.get('accept'))
    const source = await resolveSource(params)
    const { width, quality } = params
    const key = variantKey({ source: source.identity, width, quality, accept })
    const control = audience === 'staff' ? PRIVATE_CACHE_CONTROL : cacheControl(source, params)
    for (let attempt = 0; attempt < 2; attempt++) {
      const variant =
        (await findVariant(key)) ??
        (await singleFlight(key, () => produce(key, source, params, accept)))
      const response = await variantResponse(request, variant, control)
      if (response) return response
      // The file vanished between lookup and read (cache sweep): produce it again, once.
      dropVariant(key)
    }
    throw new Error('Image variant vanished twice')
  } catch (error) {
    return errorResponse(error)
  }
}
