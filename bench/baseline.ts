/**
 * The "before" of a before-and-after benchmark (bench/traffic.ts, bench/large-roster.ts): an
 * older revision of the site checked out in a git worktree of its own, with its packages, built.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export type Baseline = {
  /** The revision measured as "before". */
  revision: string
  /** Its worktree (created when missing). */
  dir: string
  /** The port its server, and the current tree's, listen on in turn. */
  port: number
}

/**
 * A benchmark's baseline from `{prefix}_BASELINE_REV`, `{prefix}_BASELINE_DIR` and
 * `{prefix}_PORT`, or the benchmark's defaults.
 */
export function baselineFromEnv(prefix: string, defaults: Baseline): Baseline {
  const env = (name: string) => process.env[`${prefix}_${name}`]
  return {
    revision: env('BASELINE_REV') ?? defaults.revision,
    dir: path.resolve(env('BASELINE_DIR') ?? defaults.dir),
    port: Number(env('PORT') ?? defaults.port),
  }
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

/** The baseline's checkout, at its revision, with the packages its lockfile names, and built. */
export function prepareBaseline({ revision, dir }: Baseline): void {
  const commit = git('rev-parse', '--verify', `${revision}^{commit}`)
  if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, commit)
  if (git('-C', dir, 'rev-parse', 'HEAD') !== commit) git('-C', dir, 'checkout', '--detach', commit)
  if (!installedAsLocked(dir)) {
    // Hard links to the packages of a checkout with the same lockfile (no cost in disk or time),
    // this one's first; else its own, installed once.
    const donor = [process.cwd(), ...worktrees()].find(
      (other) => other !== dir && sameLockfile(other, dir) && installedAsLocked(other),
    )
    execFileSync('rm', ['-rf', path.join(dir, 'node_modules')])
    if (donor) execFileSync('cp', ['-al', path.join(donor, 'node_modules'), dir])
    else {
      console.log(`Installing the packages of ${revision} in ${dir}...`)
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' })
    }
  }
  // The rule of scripts/start.mjs, which would otherwise build it on its first start.
  const buildId = path.join(dir, '.next', 'BUILD_ID')
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestChange(dir)) return
  console.log(`Building ${revision} in ${dir}...`)
  execFileSync('npx', ['next', 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  })
}

/** A checkout's commit, and whether its files differ from it, as the reports print it. */
export function describeCheckout(dir: string): string {
  const head = git('-C', dir, 'rev-parse', '--short', 'HEAD')
  return `${head}${git('-C', dir, 'status', '--porcelain') ? ' + uncommitted changes' : ''}`
}

function worktrees(): string[] {
  return git('worktree', 'list', '--porcelain')
    .split('\n')
    .filter((line) => line.startsWith('worktree '))
    .map((line) => line.slice('worktree '.length))
}

const lockfile = (dir: string) => readFileSync(path.join(dir, 'package-lock.json'), 'utf8')
const sameLockfile = (a: string, b: string) =>
  existsSync(path.join(a, 'package-lock.json')) && lockfile(a) === lockfile(b)

type Locked = Record<string, { version?: string; optional?: boolean; devOptional?: boolean }>

/**
 * Whether `dir/node_modules` holds the packages its lockfile names, as npm's record of what it
 * installed there says: every package it installed at the locked version, and none missing but
 * optional ones (another platform's).
 */
function installedAsLocked(dir: string): boolean {
  const read = (file: string): Locked | null => {
    try {
      return (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { packages: Locked })
        .packages
    } catch {
      return null
    }
  }
  const [wanted, installed] = [read('package-lock.json'), read('node_modules/.package-lock.json')]
  if (!wanted || !installed) return false
  const installedRight = Object.entries(installed).every(
    ([name, { version }]) => wanted[name]?.version === version,
  )
  const noneMissing = Object.entries(wanted).every(
    ([name, entry]) => name === '' || entry.optional || entry.devOptional || name in installed,
  )
  return installedRight && noneMissing
}

function newestChange(root: string): number {
  let newest = 0
  const visit = (entry: string) => {
    const stats = statSync(entry)
    if (!stats.isDirectory()) return void (newest = Math.max(newest, stats.mtimeMs))
    for (const child of readdirSync(entry)) visit(path.join(entry, child))
  }
  for (const entry of ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json'])
    if (existsSync(path.join(root, entry))) visit(path.join(root, entry))
  return newest
}
