#!/usr/bin/env node
/**
 * The visitor shell's own client JavaScript in the production build, gzipped, beyond React and
 * Next (budget: 25 KB). Run after a build (`npm run build`, or `npm start` once):
 *
 *   node bench/shell-js-size.mjs
 *
 * 1. The shell's client entry modules are the client components under src/features/{shell,
 *    navigation,search,analytics,video-banner}, as the (site) routes' client reference manifests
 *    list them, with their Turbopack module ids and chunks.
 * 2. Every module those chunks hold is read, and the entries' dependencies are followed
 *    (`e.i(id)`, `e.r(id)`, ...). Modules outside the route chunks are the framework's (React,
 *    the Next runtime) and are not counted.
 * 3. Of the modules reached, the CommonJS ones come from next/dist (next/link and its helpers,
 *    next/navigation) and are reported apart; the rest (our code, its CSS-module class maps and
 *    zustand) is the shell. Its sources are concatenated and gzipped at level 9, as one file.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { gzipSync } from 'node:zlib'

const build = path.resolve(import.meta.dirname, '..', '.next')
const SHELL = /\/src\/features\/(shell|navigation|search|analytics|video-banner)\//

function manifests(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return manifests(full)
    return entry.name.endsWith('_client-reference-manifest.js') ? [full] : []
  })
}

const entryIds = new Set()
const chunkFiles = new Set()
for (const file of manifests(path.join(build, 'server', 'app', '(site)'))) {
  const context = { self: {}, globalThis: {} }
  context.globalThis = context.self
  runInNewContext(readFileSync(file, 'utf8'), context)
  for (const manifest of Object.values(context.self.__RSC_MANIFEST ?? {})) {
    for (const [name, module] of Object.entries(manifest.clientModules)) {
      if (SHELL.test(name)) entryIds.add(module.id)
      if (SHELL.test(name)) for (const chunk of module.chunks) chunkFiles.add(chunk)
    }
  }
}

/** Turbopack chunks push [script, id, (id,)* factory, ...]: every id maps to the next factory. */
const modules = new Map()
for (const chunk of chunkFiles) {
  const pushed = []
  runInNewContext(readFileSync(path.join(build, chunk.replace(/^\/_next\//, '')), 'utf8'), {
    globalThis: { TURBOPACK: { push: (entry) => pushed.push(entry) } },
    document: undefined,
  })
  let ids = []
  for (const item of pushed.flat().slice(1)) {
    if (typeof item === 'number') ids.push(item)
    else if (typeof item === 'function') {
      for (const id of ids) modules.set(id, item.toString())
      ids = []
    }
  }
}

const reached = new Set()
const visit = (id) => {
  if (reached.has(id) || !modules.has(id)) return
  reached.add(id)
  for (const [, dependency] of modules.get(id).matchAll(/\.[a-zA-Z]\((\d+)\)/g))
    visit(Number(dependency))
}
entryIds.forEach(visit)

const isNext = (source) => /__esModule|\bt\.exports=/.test(source)
const sources = [...reached].map((id) => modules.get(id))
const shell = sources.filter((source) => !isNext(source))
const next = sources.filter(isNext)
const size = (list) => {
  const text = list.join('\n')
  return { raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length }
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const report = (label, list) => {
  const { raw, gzip } = size(list)
  console.log(`| ${label} | ${list.length} | ${kb(raw)} | ${kb(gzip)} |`)
}

console.log(`Chunks: ${[...chunkFiles].join(', ')}\n`)
console.log('| code | modules | minified | gzip -9 |')
console.log('|---|---|---|---|')
report('the shell (our modules, CSS-module maps, zustand)', shell)
report('next/link, next/navigation and helpers (not counted)', next)
