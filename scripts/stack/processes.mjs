// @ts-check
/**
 * The child processes of the stack (scripts/stack.mjs): each started with its output in a log
 * file of its own, waited for until it answers, and stopped with SIGTERM (SIGKILL if it lingers).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import { once } from 'node:events'
import net from 'node:net'
import path from 'node:path'

/**
 * @typedef {{ name: string, child: import('node:child_process').ChildProcess,
 *   stop: () => Promise<void> }} Running
 */

/**
 * Every child still running, killed if this process exits without stopping them (a test's
 * timeout, an error on the way up), so no server outlives the stack.
 * @type {Set<import('node:child_process').ChildProcess>}
 */
const children = new Set()
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

/** A program on PATH (or at a given path), else undefined. @param {string} program */
function findProgram(program) {
  if (program.includes('/')) return existsSync(program) ? program : undefined
  const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : undefined
}

/**
 * The servers the stack runs, found before anything starts; fails naming all that are missing
 * and how to install them.
 */
export function stackPrograms() {
  const wanted = {
    // Debian puts nginx in /usr/sbin, which is not on every user's PATH.
    nginx: process.env.NGINX_BIN ?? (findProgram('nginx') ? 'nginx' : '/usr/sbin/nginx'),
    redis: process.env.REDIS_SERVER_BIN ?? 'redis-server',
    s3: process.env.MOTO_SERVER_BIN ?? 'moto_server',
  }
  const install = {
    nginx: 'nginx (on Debian: apt-get install nginx-light; or set NGINX_BIN)',
    redis: 'redis-server (on Debian: apt-get install redis-server; or set REDIS_SERVER_BIN)',
    s3: "moto_server, an S3 protocol server (pip install 'moto[server]'; or set MOTO_SERVER_BIN)",
  }
  const found = {
    nginx: findProgram(wanted.nginx),
    redis: findProgram(wanted.redis),
    s3: findProgram(wanted.s3),
  }
  const missing = /** @type {(keyof typeof found)[]} */ (Object.keys(found)).filter(
    (name) => !found[name],
  )
  if (missing.length > 0)
    throw new Error(`missing: ${missing.map((name) => install[name]).join('; ')}`)
  return /** @type {{ nginx: string, redis: string, s3: string }} */ (found)
}

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ logDir: string, env?: Record<string, string | undefined>, cwd?: string }} options
 * @returns {Running}
 */
export function startProcess(name, command, args, { logDir, env, cwd }) {
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' })
  /** @type {import('node:child_process').SpawnOptions} */
  const options = {
    env: /** @type {NodeJS.ProcessEnv} */ (env ?? process.env),
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  }
  const child = spawn(command, args, options)
  children.add(child)
  child.once('exit', () => children.delete(child))
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

/**
 * Fails with the port's name when something listens there already: a server of another program
 * would otherwise answer in place of the stack's own.
 * @param {number} port
 */
export async function ensurePortFree(port) {
  const probe = net.createServer()
  try {
    await new Promise((resolve, reject) => {
      probe.once('error', reject)
      probe.listen(port, '127.0.0.1', () => resolve(undefined))
    })
  } catch {
    throw new Error(`Port ${port} is in use: choose other ports with --port (or STACK_PORT)`)
  } finally {
    probe.close()
  }
}

/** Whether `url` answers with a status below 500. @param {string} url */
export async function answers(url, { okOnly = false } = {}) {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) })
  await response.arrayBuffer()
  return okOnly ? response.ok : response.status < 500
}
