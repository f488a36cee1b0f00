/**
 * Kill -9 during a stream of applications and contact messages, again and again, then prove from
 * the outside that every request answered 2xx is stored whole (the record, its photos, their
 * files) and nothing half-stored is visible. The production build is started from its own data
 * folder with `scripts/start.mjs` in a process group of its own, and the whole group is killed
 * with SIGKILL at a random moment under load. Used by `npm run bench` (200 cycles, figures in
 * docs/benchmarks.md) and by a short end-to-end run (tests/e2e/serial/crash-safety.spec.ts).
 * Only 127.0.0.1 is ever contacted.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { demoImageCacheDir } from '../../scripts/demo-image-cache.mjs'
import { SERVER_PROCESS_ENV, serverCommand } from '../../scripts/server-process.mjs'
import { postApplication } from './applications'

export type CrashOptions = {
  readonly port: number
  readonly dataDir: string
  readonly cycles: number
  /** Requests in flight at once while the server runs. */
  readonly concurrency?: number
  /** The server is killed this long (uniformly random) after it first answers. */
  readonly killAfterMs?: readonly [number, number]
  readonly log?: (line: string) => void
}

export type CrashFigures = {
  cycles: number
  cleanStarts: number
  requests: number
  answered2xx: number
  found: number
  missing: string[]
  halfStored: string[]
  startSeconds: { median: number; max: number }
}

type Sent = { kind: 'submission' | 'message'; marker: string; status: number | null }

const PASSWORD = 'Crash-test-passphrase-1'

export async function runCrashCycles(options: CrashOptions): Promise<CrashFigures> {
  const { port, dataDir, cycles } = options
  const log = options.log ?? (() => undefined)
  const base = `http://127.0.0.1:${port}`
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const photos = await Promise.all([samplePhoto('#8a6f4e'), samplePhoto('#c2a95f')])
  const sent: Sent[] = []
  const starts: number[] = []
  let cleanStarts = 0
  for (let cycle = 1; cycle <= cycles; cycle++) {
    const server = startServer(options, cycle)
    const started = Date.now()
    await waitUntilUp(base, server)
    starts.push((Date.now() - started) / 1000)
    cleanStarts++
    const [low, high] = options.killAfterMs ?? [300, 2500]
    const killAt = Date.now() + low + Math.random() * (high - low)
    await sendUntil(base, killAt, options.concurrency ?? 4, photos, cycle, sent)
    await killGroup(server)
    log(
      `cycle ${cycle}/${cycles}: ${sent.length} requests, ${sent.filter(is2xx).length} answered 2xx`,
    )
  }
  const server = startServer(options, cycles + 1)
  await waitUntilUp(base, server)
  cleanStarts++
  try {
    const token = await staffToken(base)
    const check = await checkStored(base, token, sent)
    starts.sort((a, b) => a - b)
    return {
      cycles,
      cleanStarts,
      requests: sent.length,
      answered2xx: sent.filter(is2xx).length,
      ...check,
      startSeconds: {
        median: starts[Math.floor(starts.length / 2)] ?? 0,
        max: starts[starts.length - 1] ?? 0,
      },
    }
  } finally {
    await killGroup(server, 'SIGTERM')
  }
}

const is2xx = (request: Sent) =>
  request.status !== null && request.status >= 200 && request.status < 300

function startServer(options: CrashOptions, cycle: number): ChildProcess {
  const log = createWriteStream(path.join(options.dataDir, 'server.log'), { flags: 'a' })
  log.write(`\n=== start ${cycle} ===\n`)
  const [program, ...args] = serverCommand([
    '--port',
    String(options.port),
    '--hostname',
    '127.0.0.1',
  ])
  const server = spawn(program, args, {
    detached: true,
    env: {
      ...process.env,
      ...SERVER_PROCESS_ENV,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SITE_URL: `http://127.0.0.1:${options.port}`,
      PAYLOAD_SECRET: 'crash-test-secret',
      SEED_DEMO: '1',
      DEMO_IMAGE_CACHE: demoImageCacheDir(),
      SMTP_URL: '',
      RECAPTCHA_SECRET_KEY: '',
      RECAPTCHA_SITE_KEY: '',
      SUBMISSION_RATE_LIMIT: '1000000',
      CONTACT_RATE_LIMIT: '1000000',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.pipe(log)
  server.stderr!.pipe(log)
  return server
}

async function waitUntilUp(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${base}/api/_build`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('The server did not start within 5 minutes')
}

/** SIGKILL (or another signal) to the server's whole process group, then waits for its exit. */
async function killGroup(server: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve))
  try {
    process.kill(-server.pid!, signal)
  } catch {
    // Already gone.
  }
  if (server.exitCode === null && server.signalCode === null) await exited
  // The group's other processes die with it; give the kernel a moment to free the port.
  await new Promise((resolve) => setTimeout(resolve, 100))
}

async function sendUntil(
  base: string,
  until: number,
  concurrency: number,
  photos: Buffer[],
  cycle: number,
  sent: Sent[],
): Promise<void> {
  let serial = 0
  const worker = async () => {
    while (Date.now() < until) {
      const kind = serial % 2 === 0 ? 'submission' : 'message'
      const marker = `crash-${cycle}-${serial++}-${randomUUID().slice(0, 8)}`
      const record: Sent = { kind, marker, status: null }
      sent.push(record)
      try {
        const response =
          kind === 'submission'
            ? await postApplication(base, marker, photos)
            : await postMessage(base, marker)
        record.status = response.status
        await response.arrayBuffer()
      } catch {
        // Killed mid-request: no answer, so no promise was made.
      }
    }
  }
  // Keep sending until the kill lands, so requests are in flight when it does.
  const workers = Array.from({ length: concurrency }, worker)
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())))
  await Promise.race([Promise.all(workers), new Promise((resolve) => setTimeout(resolve, 50))])
}

function postMessage(base: string, marker: string): Promise<Response> {
  return fetch(`${base}/api/_forms/contact`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      location: 'los-angeles',
      name: 'Crash Test',
      email: `${marker}@example.test`,
      subject: 'booking',
      message: `Message ${marker}, long enough to pass.`,
      consent: true,
    }),
  })
}

function samplePhoto(background: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** The first account of an empty admin is an admin: made, logged in, its token returned. */
async function staffToken(base: string): Promise<string> {
  const headers = { origin: base, 'content-type': 'application/json' }
  const account = { email: 'crash@roster.test', password: PASSWORD }
  await fetch(`${base}/cms/api/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...account, name: 'Crash' }),
  })
  const login = await fetch(`${base}/cms/api/users/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(account),
  })
  if (!login.ok) throw new Error(`Staff login failed: ${login.status} ${await login.text()}`)
  return ((await login.json()) as { token: string }).token
}

type Doc = Record<string, unknown> & { id: number }

async function allDocs(base: string, token: string, collection: string, depth = 0): Promise<Doc[]> {
  const docs: Doc[] = []
  for (let page = 1; ; page++) {
    const response = await fetch(
      `${base}/cms/api/${collection}?limit=1000&page=${page}&depth=${depth}&sort=id`,
      { headers: { authorization: `JWT ${token}` } },
    )
    if (!response.ok) throw new Error(`${collection}: ${response.status} ${await response.text()}`)
    const body = (await response.json()) as { docs: Doc[]; hasNextPage: boolean }
    docs.push(...body.docs)
    if (!body.hasNextPage) return docs
  }
}

/**
 * Every 2xx is stored once, whole: a submission with both photos, each photo's file served with
 * the size its record gives; a message with its text. Every stored record, answered or not, is
 * whole too, and no photo record is left without its submission.
 */
async function checkStored(
  base: string,
  token: string,
  sent: Sent[],
): Promise<Pick<CrashFigures, 'found' | 'missing' | 'halfStored'>> {
  const submissions = await allDocs(base, token, 'submissions')
  const photos = new Map((await allDocs(base, token, 'submission-photos')).map((p) => [p.id, p]))
  const messages = await allDocs(base, token, 'messages')
  const halfStored: string[] = []
  const byEmail = new Map<string, Doc[]>()
  for (const doc of [...submissions, ...messages]) {
    const email = String(doc.email)
    byEmail.set(email, [...(byEmail.get(email) ?? []), doc])
  }
  const usedPhotos = new Set<number>()
  for (const submission of submissions) {
    const ids = (submission.photos as number[] | undefined) ?? []
    if (ids.length !== 2) halfStored.push(`${submission.email}: ${ids.length} photos`)
    for (const id of ids) {
      usedPhotos.add(id)
      const photo = photos.get(id)
      if (!photo) {
        halfStored.push(`${submission.email}: photo ${id} has no record`)
        continue
      }
      const file = await fetch(`${base}/cms/api/submission-photos/file/${photo.filename}`, {
        headers: { authorization: `JWT ${token}` },
      })
      const bytes = Buffer.from(await file.arrayBuffer())
      if (!file.ok || bytes.length !== photo.filesize || bytes.readUInt16BE(0) !== 0xffd8)
        halfStored.push(
          `${submission.email}: photo ${id} file ${file.status}, ${bytes.length} bytes`,
        )
    }
  }
  for (const id of photos.keys())
    if (!usedPhotos.has(id)) halfStored.push(`photo ${id} belongs to no submission`)
  for (const message of messages)
    if (!String(message.message).includes(String(message.email).split('@')[0]!))
      halfStored.push(`${message.email}: message text incomplete`)
  const missing: string[] = []
  let found = 0
  for (const request of sent.filter(is2xx)) {
    const stored = byEmail.get(`${request.marker}@example.test`) ?? []
    if (stored.length === 1) found++
    else missing.push(`${request.kind} ${request.marker}: stored ${stored.length} times`)
  }
  return { found, missing, halfStored }
}
