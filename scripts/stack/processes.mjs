// @ts-check
/**
 * The child processes of the stack (scripts/stack.mjs): each started with its output in a log
 * file of its own, waited for until it answers, and stopped with SIGTERM (SIGKILL if it lingers).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import { once } from 'node:events'
import path from 'node:path'

/**
 * @typedef {{ name: string, child: import('node:child_process').ChildProcess,
 *   stop: () => Promise<void> }} Running
 */

/** A program on PATH (or at a given path), else undefined. @param {string} program */
export function findProgram(program) {
  if (program.includes('/')) return existsSync(program) ? program : undefined
  const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : undefined
}

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ logDir: string, env?: NodeJS.ProcessEnv, cwd?: string }} options
 * @returns {Running}
 */
export function startProcess(name, command, args, { logDir, env, cwd }) {
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' })
  const child = spawn(command, args, { env: env ?? process.env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.pipe(log, { end: false })
  child.stderr?.pipe(log, { end: false })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    const lingering = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(lingering)
  }
  return { name, child, stop }
}

/**
 * Resolves once `ready()` is true; rejects if the process exits first or time runs out.
 * @param {Running} running
 * @param {() => Promise<boolean>} ready
 * @param {{ timeoutMs: number, logFile: string }} options
 */
export async function waitUntil(running, ready, { timeoutMs, logFile }) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (running.child.exitCode !== null)
      throw new Error(`${running.name} exited (status ${running.child.exitCode}); see ${logFile}`)
    if (await ready().catch(() => false)) return
    if (Date.now() > deadline)
      throw new Error(`${running.name} was not ready within ${timeoutMs / 1000} s; see ${logFile}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Whether `url` answers with a status below 500. @param {string} url */
export async function answers(url, { okOnly = false } = {}) {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) })
  await response.arrayBuffer()
  return okOnly ? response.ok : response.status < 500
}
