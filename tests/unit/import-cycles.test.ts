import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** Runs scripts/check-import-cycles.mjs on a small project made of these files. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'))
  const tsconfig = {
    compilerOptions: { allowJs: true, moduleResolution: 'bundler', paths: { '@/*': ['./src/*'] } },
  }
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify(tsconfig))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  const run = spawnSync(process.execPath, ['scripts/check-import-cycles.mjs', root], {
    encoding: 'utf8',
  })
  return { status: run.status, output: run.stdout + run.stderr }
}

describe('the import cycle check', () => {
  it('names a loop through an alias, a re-export and a dynamic import', () => {
    const { status, output } = check({
      'src/a.ts': "import { b } from '@/b'\nexport const a = b",
      'src/b.ts': "export { c as b } from './c.mjs'",
      'src/c.mjs': "export const c = 1\nexport const load = () => import('./a')",
    })
    expect(status).toBe(1)
    expect(output).toContain('Import cycle (3 files): src/a.ts → src/b.ts → src/c.mjs → src/a.ts')
  })

  it('passes imports of types, which never run, and modules outside the project', () => {
    const { status, output } = check({
      'src/a.ts': "import { type B } from './b'\nimport path from 'node:path'\nexport type A = B",
      'src/b.ts': "import type { A } from './a'\nimport './c'\nexport type B = A | 1",
      'src/c.ts': "export type { A } from './a'",
    })
    expect(status).toBe(0)
    expect(output).toContain('No import cycles among 3 files.')
  })
})
