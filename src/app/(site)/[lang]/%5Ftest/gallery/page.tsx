/* eslint-disable @next/next/no-html-link-for-pages -- these links open the lightbox, they are not navigation */
import { notFound } from 'next/navigation'

import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'

/** A test route: never indexed. */
export const metadata = { robots: { index: false, follow: false } }

/**
 * Every kind of lightbox slide and failure, for the end-to-end tests (tests/e2e/gallery.spec.ts).
 * Pictures are the seeded demo's; fragments, errors and the video come from
 * /api/_test/gallery/{name}. It exists only when the server runs with ROSTER_TEST_ROUTES=1;
 * everywhere else it is a 404.
 */
export default function GalleryFixtures() {
  if (process.env.ROSTER_TEST_ROUTES !== '1') notFound()
  const picture = (n: number) => proxyImageUrl(mediaPath(`lena-vogel-${n}.jpg`), { width: 1200 })
  const small = (n: number) => proxyImageUrl(mediaPath(`lena-vogel-${n}.jpg`), { width: 128 })
  const longCaption = Array.from({ length: 250 }, (_, n) => `<b>word</b>${n % 10} `).join('')
  return (
    <main style={{ padding: '2rem' }}>
      <h1>Gallery fixtures</h1>

      <section aria-label="Order">
        <a href={picture(1)} data-gallery="fixture-order" data-caption="Order one">
          {/* eslint-disable-next-line @next/next/no-img-element -- a fixture */}
          <img src={small(1)} alt="First of the order gallery" width={64} height={96} />
        </a>
        <a href={picture(2)} data-gallery="fixture-other" data-caption="Another gallery">
          Another gallery
        </a>
        <button
          type="button"
          data-gallery="fixture-order"
          data-src={picture(2)}
          data-caption="Order two"
        >
          Second of the order gallery
        </button>
        <div
          dangerouslySetInnerHTML={{
            __html: `<p>Rich text with <a href="${picture(3)}" data-gallery="fixture-order" data-caption="Order three">a gallery link</a>.</p>`,
          }}
        />
      </section>

      <section aria-label="Single">
        <a href={picture(4)} data-gallery="fixture-single" data-caption="Alone">
          The only picture
        </a>
      </section>

      <section aria-label="Video">
        <a
          href="/api/_test/gallery/clip.webm"
          data-gallery="fixture-video"
          data-poster={small(1)}
          data-caption="Clip at the default ratio"
        >
          Clip at the default ratio
        </a>
        <a
          href="/api/_test/gallery/clip.webm?sized"
          data-gallery="fixture-video"
          data-type="video"
          data-width="64"
          data-height="48"
          data-caption="Clip at its own ratio"
        >
          Clip at its own ratio
        </a>
        <a href={picture(1)} data-gallery="fixture-video" data-caption="A picture after the clips">
          A picture after the clips
        </a>
      </section>

      <section aria-label="Frames">
        <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s" data-gallery="fixture-frames">
          A YouTube video
        </a>
        <a href="https://vimeo.com/76979871" data-gallery="fixture-frames">
          A Vimeo video
        </a>
        <a href="/about" data-type="iframe" data-gallery="fixture-frames" data-caption="About us">
          The about page in a frame
        </a>
      </section>

      <section aria-label="Content">
        <a href="/api/_test/gallery/fragment" data-type="ajax" data-gallery="fixture-content">
          A fragment by GET
        </a>
        <a
          href="/api/_test/gallery/fragment"
          data-type="ajax"
          data-ajax="name=Lena&city=Paris"
          data-gallery="fixture-content"
        >
          A fragment by POST
        </a>
        <a href="#fixture-inline" data-gallery="fixture-content">
          Inline content
        </a>
        <div id="fixture-inline" hidden>
          <h2>Inline content</h2>
          <label>
            Your name <input name="name" />
          </label>
        </div>
      </section>

      <section aria-label="Errors">
        <a href="/api/_test/gallery/whatever" data-type="bogus" data-gallery="fixture-errors">
          An unknown type
        </a>
        <a href="/media/no-such-picture.jpg" data-gallery="fixture-errors">
          A missing picture
        </a>
        <a href="#no-such-element" data-gallery="fixture-errors">
          A missing element
        </a>
        <a href="/api/_test/gallery/missing" data-type="ajax" data-gallery="fixture-errors">
          A missing fragment
        </a>
        <a href="/api/_test/gallery/forbidden" data-type="ajax" data-gallery="fixture-errors">
          A forbidden fragment
        </a>
        <a href="/_test/no-such-page" data-type="iframe" data-gallery="fixture-errors">
          A missing page
        </a>
        <a href="/api/_test/gallery/unreachable" data-type="ajax" data-gallery="fixture-errors">
          An unreachable fragment
        </a>
      </section>

      <section aria-label="Captions">
        <a
          href={picture(2)}
          data-gallery="fixture-captions"
          data-caption={
            '<strong>Bold</strong> words, <em>slanted</em>, <a href="/about">a link</a>' +
            '<img src="/x.png" alt="dropped"><script>window.captionRan = true</script> &amp; more'
          }
        >
          A caption with markup
        </a>
        <a href={picture(3)} data-gallery="fixture-captions" data-caption={longCaption}>
          A long caption
        </a>
      </section>
    </main>
  )
}
