import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export type BuildInfo = { buildId: string; builtAt: string }

let running: BuildInfo | undefined

/**
 * The running build, for the visitor shell's hourly "is there a new build?" check. Read once: a
 * process serves one build all its life (a new build means a restart), and every page render
 * asks for it.
 */
export function buildInfo(): BuildInfo {
  return (running ??= readBuildInfo())
}

function readBuildInfo(): BuildInfo {
  const file = path.join(process.cwd(), '.next', 'BUILD_ID')
  try {
    return {
      buildId: readFileSync(file, 'utf8').trim(),
      builtAt: statSync(file).mtime.toISOString(),
    }
  } catch {
    return { buildId: 'development', builtAt: new Date(0).toISOString() }
  }
}
