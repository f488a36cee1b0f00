import { env } from '@/lib/env'

/**
 * Every limit of the image proxy, with its default and the environment variable that overrides it.
 * Read once at start-up; the README lists the same names.
 */

/** Longest accepted `src` (and `ref`) parameter, in characters: longer is answered 400. */
export const MAX_SRC_LENGTH = env.integer('IMAGE_PROXY_MAX_SRC_LENGTH', 2048)

/** Largest source image body, in bytes (20 MB); the download is cut there and answered 413. */
export const MAX_SOURCE_BYTES = env.integer('IMAGE_PROXY_MAX_SOURCE_BYTES', 20 * 1024 * 1024)

/** Largest input image, in pixels of one frame (40 megapixels), checked from the header. */
export const MAX_INPUT_PIXELS = env.integer('IMAGE_PROXY_MAX_PIXELS', 40_000_000)

/** Most animation frames in an input image, checked from the header. */
export const MAX_FRAMES = env.integer('IMAGE_PROXY_MAX_FRAMES', 100)

/** Total time for an upstream fetch, redirects and body included (10 s): past it, 504. */
export const UPSTREAM_TIMEOUT_MS = env.integer('IMAGE_PROXY_TIMEOUT_MS', 10_000)

/** Most redirects followed for one remote source; each hop is checked again. */
export const MAX_REDIRECTS = env.integer('IMAGE_PROXY_MAX_REDIRECTS', 3)

/** Most sharp transforms running at once (2 CPU cores). */
export const MAX_TRANSFORMS = env.integer('IMAGE_PROXY_MAX_TRANSFORMS', 4)

/** Most upstream downloads at once; each may hold up to MAX_SOURCE_BYTES in memory. */
export const MAX_FETCHES = env.integer('IMAGE_PROXY_MAX_FETCHES', 8)

/** Longest wait for a free transform or download slot before answering 503. */
export const QUEUE_WAIT_MS = env.integer('IMAGE_PROXY_QUEUE_WAIT_MS', 2_000)

/** Most requests waiting for a slot; one more is answered 503 at once. */
export const QUEUE_LENGTH = env.integer('IMAGE_PROXY_QUEUE_LENGTH', 32)

/** CPU time a single transform may take before sharp gives up (seconds). */
export const TRANSFORM_TIMEOUT_S = env.integer('IMAGE_PROXY_TRANSFORM_TIMEOUT_S', 20)

/** Browser cache lifetime of remote images (1 hour); they have no version to make them immutable. */
export const REMOTE_MAX_AGE_S = env.integer('IMAGE_PROXY_REMOTE_MAX_AGE_S', 3_600)

/** How long a transformed remote image stays fresh on disk before it is fetched again (1 day). */
export const REMOTE_CACHE_TTL_S = env.integer('IMAGE_PROXY_REMOTE_CACHE_TTL_S', 86_400)

/** Size of the disk cache of transformed images; past it the least recently used go (2 GB). */
export const DISK_CACHE_MAX_MB = env.integer('IMAGE_PROXY_CACHE_MAX_MB', 2_048)

/** Memory kept for the bodies of small, recently served variants (32 MB). */
export const MEMORY_CACHE_MB = env.integer('IMAGE_PROXY_MEMORY_CACHE_MB', 32)

/** A variant larger than this is streamed from disk on every hit instead of kept in memory. */
export const MEMORY_CACHE_ITEM_BYTES = 256 * 1024

/** Cache-Control of site media with a version (`v`) in the URL: the URL changes with the file. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Cache-Control of site media without `v`: kept, but revalidated (ETag) before each use. */
export const REVALIDATE_CACHE_CONTROL = 'public, no-cache'

/** Cache-Control of a picture only staff may see yet: kept by no cache, not even the browser's. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** Seconds a client is told to wait after a 503 (queue full). */
export const RETRY_AFTER_S = 2

/** Instagram's CDN hosts, always allowed besides IMAGE_PROXY_ALLOWED_HOSTS. */
export const INSTAGRAM_CDN_HOSTS = ['*.cdninstagram.com', '*.fbcdn.net']

/** Sent upstream instead of anything from the visitor's request. */
export const UPSTREAM_USER_AGENT = 'RosterImageProxy/1.0'

/**
 * `q` is rounded up to a multiple of this (capped at 100), so each source has a few quality
 * variants (4 by default: 25, 50, 75, 100), not a hundred an attacker can walk through.
 */
export const QUALITY_STEP = Math.max(1, env.integer('IMAGE_PROXY_QUALITY_STEP', 25))
