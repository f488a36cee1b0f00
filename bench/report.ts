import { execSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/** The machine, date and commit a benchmark ran on, as lines for docs/benchmarks.md. */
export function runContext(command: string): string[] {
  let commit = 'uncommitted'
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim()
    if (execSync('git status --porcelain', { encoding: 'utf8' }).trim())
      commit += ' + uncommitted changes'
  } catch {
    // Not a git checkout.
  }
  const gib = (bytes: number) => `${Math.round(bytes / 2 ** 30)} GiB`
  return [
    `- Date: ${new Date().toISOString()}`,
    `- Commit: ${commit}`,
    `- Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${gib(os.totalmem())} memory; load average before: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
    `- Node ${process.version}; command: \`${command}\``,
  ]
}

/** Replaces (or appends) the `## {title}` section of docs/benchmarks.md. */
export async function writeSection(title: string, body: string): Promise<void> {
  const docs = path.resolve('docs/benchmarks.md')
  const existing = await readFile(docs, 'utf8').catch(() => '# Benchmarks\n\n')
  const heading = `## ${title}`
  const start = existing.indexOf(heading)
  const end = start < 0 ? -1 : existing.indexOf('\n## ', start + 1)
  const before = start < 0 ? existing.trimEnd() + '\n\n' : existing.slice(0, start)
  const after = end < 0 ? '' : existing.slice(end + 1)
  await writeFile(docs, `${before}${heading}\n\n${body.trim()}\n${after ? '\n' + after : ''}`)
}
