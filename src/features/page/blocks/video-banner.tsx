import { MediaImage } from '@/features/media/media-image'
import { ActionLink } from '@/features/page/action-link'
import { VideoBanner } from '@/features/video-banner/lazy.client'
import { mediaFileUrl } from '@/lib/paths'
import { asPublicMedia, isVideo } from '@/lib/data/media'
import type { VideoBannerBlock as VideoBannerBlockData } from '@/payload-types'

/**
 * The home page's banner. The poster is rendered here, on the server, as the page's largest
 * image; the video (muted, inline, looping) joins it in the browser once the page has loaded,
 * unless the visitor prefers reduced motion. The visitor can close the banner (videoBannerOpen).
 */
export function VideoBannerBlock({
  block,
  first,
}: {
  block: VideoBannerBlockData
  first: boolean
}) {
  const poster = asPublicMedia(block.poster)
  const video = asPublicMedia(block.video)
  const Heading = first ? 'h1' : 'h2'
  return (
    <VideoBanner
      label={block.heading}
      video={
        video && isVideo(video) && video.filename
          ? { src: mediaFileUrl(video.filename), type: video.mimeType ?? 'video/mp4' }
          : null
      }
      poster={poster && <MediaImage media={poster} sizes="100vw" priority={first} />}
    >
      <Heading>{block.heading}</Heading>
      <ActionLink link={block.link} />
    </VideoBanner>
  )
}
