// @ts-check
/**
 * The app instances and the nginx front of the stack (scripts/stack.mjs).
 */
import { execFileSync } from 'node:child_process'
import { chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { SERVER_PROCESS_ENV, serverCommand } from '../server-process.mjs'
import { answers, startProcess, waitUntil } from './processes.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')

/** The first start of an instance may build the site: 3 to 5 minutes on two cores. */
const INSTANCE_START_TIMEOUT_MS = 15 * 60_000

/**
 * One app instance, as `npm start` runs it, that can be stopped and started again on its port
 * (a rolling update, a failure).
 * @param {{ name: string, port: number, env: Record<string, string | undefined>, logDir: string }} options
 */
export function appInstance({ name, port, env, logDir }) {
  const url = `http://127.0.0.1:${port}`
  /** @type {import('./processes.mjs').Running | undefined} */
  let running
  return {
    name,
    url,
    /** Starts it and resolves once it is ready (its own `/api/_health`). */
    start: async () => {
      const [program, ...args] = serverCommand(['--port', String(port), '--hostname', '127.0.0.1'])
      running = startProcess(name, program, args, {
        logDir,
        env: { ...SERVER_PROCESS_ENV, ...env },
        cwd: root,
      })
      await waitUntil(running, () => answers(`${url}/api/_health`, { okOnly: true }), {
        timeoutMs: INSTANCE_START_TIMEOUT_MS,
        logFile: path.join(logDir, `${name}.log`),
      })
    },
    stop: async () => running?.stop(),
    /** @returns {number | null | undefined} */
    exitCode: () => running?.child.exitCode,
  }
}

/**
 * deploy/nginx.conf with every {{name}} filled in (its comments, which name them, as they are).
 * @param {Record<string, string>} values
 */
export function fillTemplate(values) {
  const template = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
  const fill = (/** @type {string} */ line) =>
    line.replace(/\{\{(\w+)\}\}/g, (_, name) => {
      const value = values[name]
      if (value === undefined) throw new Error(`deploy/nginx.conf: no value for {{${name}}}`)
      return value
    })
  return template
    .split('\n')
    .map((line) => (line.trimStart().startsWith('#') ? line : fill(line)))
    .join('\n')
}

/**
 * nginx with the filled template, its files under `dir`, in the foreground.
 * @param {{ program: string, port: number, instances: { url: string }[], dir: string,
 *   maxBodyBytes: number }} options
 */
export async function startNginx({ program, port, instances, dir, maxBodyBytes }) {
  const tempDir = path.join(dir, 'temp')
  const cacheDir = path.join(dir, 'cache')
  for (const folder of [tempDir, cacheDir]) mkdirSync(folder, { recursive: true })
  // Started as root, nginx's workers run as nobody: they write its temporary files and cache.
  if (process.getuid?.() === 0) {
    const id = (/** @type {string} */ flag) =>
      Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim())
    for (const folder of [tempDir, cacheDir]) chownSync(folder, id('-u'), id('-g'))
  }
  const config = path.join(dir, 'nginx.conf')
  writeFileSync(
    config,
    fillTemplate({
      listen: `127.0.0.1:${port}`,
      instances: instances
        .map(({ url }) => `server ${new URL(url).host} max_fails=1 fail_timeout=5s;`)
        .join('\n    '),
      pid: path.join(dir, 'nginx.pid'),
      access_log: path.join(dir, 'access.log'),
      temp_dir: tempDir,
      cache_dir: cacheDir,
      client_max_body_size: String(maxBodyBytes),
    }),
  )
  const errorLog = path.join(dir, 'error.log')
  const running = startProcess(
    'nginx',
    program,
    ['-p', dir, '-c', config, '-e', errorLog, '-g', 'daemon off;'],
    { logDir: dir },
  )
  const url = `http://127.0.0.1:${port}`
  await waitUntil(running, () => answers(`${url}/api/_health/live`, { okOnly: true }), {
    timeoutMs: 15_000,
    logFile: errorLog,
  })
  return { ...running, url }
}
