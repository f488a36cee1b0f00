// @ts-check
/**
 * A cached page runs its scripts under hashes instead of a nonce (docs/decisions/0013): its bytes
 * are the same for every visitor, so they are compressed once, and no nonce is ever shared by two
 * answers.
 *
 * Inline scripts are allowed by their SHA-256 hashes. Script files cannot be: matching a hash
 * against `<script src integrity>` is not in every engine, so the page's `<script src>` tags
 * become one inline loader that inserts the same scripts (allowed by 'strict-dynamic', which
 * every engine with CSP 3 honours). Script preloads (the chunks of features a page loads
 * lazily) go into the same loader: a preload without a nonce would be refused under
 * 'strict-dynamic', and a chunk that arrives only when React asks for it delays hydration.
 *
 * The loader asks for the scripts once the page has painted (decision 33): the page is whole
 * without them (server-rendered, its links and forms work), and scripts asked for during the
 * parse take the bandwidth of the text, styles, faces and first pictures that the first paint
 * waits for. On slow 4G that held the largest paint of the book and talent pages at 2.3-2.5 s.
 */
import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/gi
/** Script types a browser runs; JSON-LD and other data blocks are not scripts to CSP. */
const RUNNABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i

/** @param {string} attributes @param {string} name */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=[\\s/>]|$)`, 'i').exec(attributes)
  return match ? (match[1] ?? '') : undefined
}

/** @param {string} value */
const unescapeAttribute = (value) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')

/** @param {string} source */
export const scriptHash = (source) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`

/**
 * @typedef {{ src: string, module: boolean, noModule: boolean }} ScriptFile
 * @param {ScriptFile[]} files
 */
export function loaderScript(files) {
  return `(${loadScripts.toString()})(${JSON.stringify(files).replaceAll('<', '\\u003c')})`
}

/**
 * Runs in the browser: the page's script files, in their order, as async scripts, asked for
 * after the first paint that follows the parse (the frame after DOMContentLoaded; a timer runs
 * after that frame is painted).
 */
/* c8 ignore start */
/** @param {ScriptFile[]} files */
function loadScripts(files) {
  const insert = () => {
    for (const file of files) {
      const script = document.createElement('script')
      script.src = file.src
      script.async = true
      if (file.module) script.type = 'module'
      if (file.noModule) script.noModule = true
      document.head.appendChild(script)
    }
  }
  const afterPaint = () => requestAnimationFrame(() => setTimeout(insert))
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint)
  else afterPaint()
}
/* c8 ignore stop */

/**
 * The page as it is cached, and the hashes its policy must list.
 * @param {string} html a page rendered without a nonce
 * @returns {{ html: string, hashes: string[] }}
 */
export function hashPageScripts(html) {
  /** @type {string[]} the preloaded script files, in order */
  const preloads = []
  const headEnd = html.indexOf('</head>')
  const page =
    headEnd < 0
      ? html
      : html.slice(0, headEnd).replace(SCRIPT_PRELOAD, (link) => {
          // Next's own chunks are run by the loader; another site's script (reCAPTCHA) is
          // loaded by the code that needs it, so its preload just goes.
          const href = attribute(link.slice(5), 'href')
          if (href?.startsWith('/_next/')) preloads.push(unescapeAttribute(href))
          return ''
        }) + html.slice(headEnd)

  /** @type {ScriptFile[]} */
  const files = []
  /** @type {string[]} the page around its script files; the loader goes where the first was */
  const pieces = []
  let loaderPiece = -1
  let copiedTo = 0
  for (const match of page.matchAll(SCRIPT)) {
    const [tag, attributes] = match
    const src = attribute(attributes ?? '', 'src')
    if (src === undefined) continue
    pieces.push(page.slice(copiedTo, match.index))
    if (loaderPiece < 0) loaderPiece = pieces.push('') - 1
    files.push({
      src: unescapeAttribute(src),
      module: attribute(attributes ?? '', 'type') === 'module',
      noModule: attribute(attributes ?? '', 'nomodule') !== undefined,
    })
    copiedTo = match.index + tag.length
  }
  pieces.push(page.slice(copiedTo))
  for (const src of preloads) {
    if (!files.some((file) => file.src === src)) files.push({ src, module: false, noModule: false })
  }
  if (loaderPiece >= 0) pieces[loaderPiece] = `<script>${loaderScript(files)}</script>`
  const cached = pieces.join('')

  const hashes = new Set()
  for (const [, attributes = '', body = ''] of cached.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue
    if (!RUNNABLE_TYPE.test(attribute(attributes, 'type') ?? '')) continue
    hashes.add(scriptHash(body))
  }
  return { html: cached, hashes: [...hashes] }
}
