import { createHash } from 'node:crypto'
import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { hashPageScripts, scriptHash } from '@/server/page-scripts.mjs'

const sha = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js?x=1&amp;y=2"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/lazy.js"/>',
  '<link rel="preload" as="script" href="https://www.google.com/recaptcha/api.js"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/a.js?x=1&amp;y=2" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script>document.documentElement.dataset.theme="dark"</script>',
  '<script type="application/ld+json">{"@type":"Person"}</script>',
  '</head><body><img data-src="/x.jpg" alt=""/>',
  '<script>self.__next_f.push([1,"é"])</script>',
  '</body></html>',
].join('')

describe('a cached page runs its scripts by hash', () => {
  const { html, hashes } = hashPageScripts(PAGE)

  it('turns the script files into one loader where the first one stood', () => {
    expect(html).not.toMatch(/<script src=/)
    expect(html.match(/<script>\(function loadScripts/g)).toHaveLength(1)
    expect(html.indexOf('loadScripts')).toBeLessThan(html.indexOf('dataset.theme'))
  })

  it('moves the script preloads into the loader, and keeps the rest of the page', () => {
    expect(html).not.toContain('rel="preload"')
    expect(html).not.toContain('recaptcha')
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"/>')
    expect(html).toContain('<img data-src="/x.jpg" alt=""/>')
  })

  it('lists the hash of every inline script, the loader included, and no data block', () => {
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
    expect(inline).toHaveLength(3)
    expect(hashes.sort()).toEqual(inline.map(sha).sort())
    expect(hashes).not.toContain(sha('{"@type":"Person"}'))
    expect(scriptHash('self.__next_f.push([1,"é"])')).toBe(sha('self.__next_f.push([1,"é"])'))
  })

  it('loads the same files in the same order, then the preloaded ones, attributes decoded, once the page has painted', () => {
    const loader = /<script>(\(function loadScripts[\s\S]*?)<\/script>/.exec(html)![1]!
    const appended: { src: string; async: boolean; noModule: boolean }[] = []
    const steps: string[] = []
    const later: (() => void)[] = []
    /** Runs what the browser would run next: the parse's end, a frame, a timer. */
    const next = () => later.shift()!()
    const document = {
      readyState: 'loading',
      addEventListener: (event: string, listener: () => void) => {
        steps.push(event)
        later.push(listener)
      },
      createElement: () => ({ src: '', async: false, noModule: false, type: '' }),
      head: { appendChild: (script: (typeof appended)[number]) => appended.push(script) },
    }
    const requestAnimationFrame = (callback: () => void) => {
      steps.push('frame')
      later.push(callback)
    }
    const setTimeout = (callback: () => void) => {
      steps.push('timer')
      later.push(callback)
    }
    runInNewContext(loader, { document, requestAnimationFrame, setTimeout })
    expect(appended).toEqual([])
    next()
    next()
    expect(appended).toEqual([])
    next()
    expect(steps).toEqual(['DOMContentLoaded', 'frame', 'timer'])
    expect(appended).toEqual([
      expect.objectContaining({ src: '/_next/static/chunks/runtime.js', async: true }),
      expect.objectContaining({ src: '/_next/static/chunks/a.js?x=1&y=2', async: true }),
      expect.objectContaining({ src: '/_next/static/chunks/polyfills.js', noModule: true }),
      expect.objectContaining({ src: '/_next/static/chunks/lazy.js', async: true }),
    ])
  })

  it('leaves a page without script files as it was', () => {
    const plain = '<html><head></head><body><script>1</script></body></html>'
    expect(hashPageScripts(plain)).toEqual({ html: plain, hashes: [sha('1')] })
  })
})
