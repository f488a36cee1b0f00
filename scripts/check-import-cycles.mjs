#!/usr/bin/env node
/**
 * No module imports itself back, through any chain of imports (`npm run lint`). ESLint's
 * `import/no-cycle` did this, but parsed every dependency again for every file: 196 of ESLint's
 * 206 seconds. Here each file is read once, its imports resolved as TypeScript resolves them (the
 * tsconfig's `@/` and `@payload-config` paths included), and the graph's strongly connected
 * components are the cycles.
 *
 * An import counts when it runs the other module: `import`, `export … from` and `import()`,
 * but not `import type` or an import of types only, which TypeScript erases.
 *
 * Usage: node scripts/check-import-cycles.mjs [project folder, by default this project]
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

const ROOT = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'))
const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/
/** What ESLint ignores (eslint.config.mjs), and what is not the project's own code. */
const SKIPPED = /^(node_modules|\.next|data|test-results|playwright-report|\.git)(\/|$)/

const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile)
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT)

const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && !SKIPPED.test(file))
  .map((file) => path.join(ROOT, file))

/** Does this import or export run the module it names? */
function runsModule(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause
    if (!clause) return true
    if (clause.isTypeOnly) return false
    const named = clause.namedBindings
    const onlyTypes =
      !clause.name &&
      named &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((element) => element.isTypeOnly)
    return !onlyTypes
  }
  if (ts.isExportDeclaration(node)) return Boolean(node.moduleSpecifier) && !node.isTypeOnly
  return false
}

function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const specifiers = []
  const visit = (node) => {
    if (runsModule(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
    .map((specifier) => ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule)
    .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
    .map((resolved) => path.resolve(resolved.resolvedFileName))
    .filter((resolved) => !resolved.endsWith('.d.ts'))
}

const graph = new Map(files.map((file) => [file, importsOf(file)]))

/** Tarjan's strongly connected components, iteratively: a component of two or more is a cycle. */
function cycles() {
  const index = new Map()
  const lowLink = new Map()
  const onStack = new Set()
  const stack = []
  const found = []
  let counter = 0
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work = [{ node: start, next: 0 }]
    index.set(start, counter)
    lowLink.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work.at(-1)
      const edges = graph.get(frame.node) ?? []
      if (frame.next < edges.length) {
        const target = edges[frame.next++]
        if (!index.has(target)) {
          index.set(target, counter)
          lowLink.set(target, counter++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, next: 0 })
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(target)))
        }
        continue
      }
      work.pop()
      const parent = work.at(-1)
      if (parent)
        lowLink.set(parent.node, Math.min(lowLink.get(parent.node), lowLink.get(frame.node)))
      if (lowLink.get(frame.node) !== index.get(frame.node)) continue
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== frame.node)
      if (component.length > 1) found.push(component)
    }
  }
  return found
}

/** One loop through the component, to show: from its first file back to it. */
function loopThrough(component) {
  const members = new Set(component)
  const [first] = component.toSorted()
  const previous = new Map([[first, null]])
  const queue = [first]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const target of graph.get(node) ?? []) {
      if (target === first) {
        const back = []
        for (let at = node; at !== null; at = previous.get(at)) back.push(at)
        return [...back.reverse(), first]
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, node)
        queue.push(target)
      }
    }
  }
  return component
}

const found = cycles()
for (const component of found) {
  const loop = loopThrough(component).map((file) => path.relative(ROOT, file))
  console.error(`Import cycle (${component.length} files): ${loop.join(' → ')}`)
}
if (found.length > 0) process.exit(1)
console.log(`No import cycles among ${graph.size} files.`)
