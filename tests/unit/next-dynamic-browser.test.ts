import { Writable } from 'node:stream'

import { createElement, type ReactElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import dynamic from '@/lib/next-dynamic.browser'

/** The HTML of `element` once everything in it has loaded. */
function html(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString())
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    })
  })
}

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`)
/** React's marker of a Suspense boundary in server HTML. */
const BOUNDARY = '<!--$'

describe('next/dynamic as the browser runs it', () => {
  it('renders the loaded component in place, with no boundary of its own (as Next’s server does)', async () => {
    const Lazy = dynamic(() => Promise.resolve({ default: Greeting }))
    const out = await html(createElement('main', null, createElement(Lazy, { name: 'Ana' })))
    expect(out).toBe('<main><p>Hello Ana</p></main>')
  })

  it('takes a loader that resolves to the component itself', async () => {
    const Lazy = dynamic(() => Promise.resolve(Greeting))
    expect(await html(createElement(Lazy, { name: 'Ben' }))).toBe('<p>Hello Ben</p>')
  })

  it('gives `ssr: false` and `loading` a Suspense boundary, as Next does', async () => {
    const loader = () => Promise.resolve({ default: Greeting })
    const browserOnly = dynamic(loader, { ssr: false })
    const withLoading = dynamic(loader, { loading: () => createElement('span', null, '…') })
    expect(await html(createElement(browserOnly, { name: 'Cy' }))).toContain(BOUNDARY)
    expect(await html(createElement(withLoading, { name: 'Di' }))).toContain(BOUNDARY)
  })
})
