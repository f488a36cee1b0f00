#!/usr/bin/env node
// @ts-check
/**
 * `npm run stack [-- --port 8080] [--fresh]`: the production stack on loopback ports
 * (docs/deploy.md): PostgreSQL (a database of its own on the machine's server,
 * STACK_DATABASE_URL), Redis and an S3 server (moto) of its own, two app instances and nginx in
 * front of them with deploy/nginx.conf. The front listens on the port (default 8080), the
 * instances on the next two, S3 and Redis on the two after. Everything it writes is under
 * data/stack. Ctrl-C stops it all.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { appInstance, startNginx } from './stack/front.mjs'
import { ensurePortFree, stackPrograms } from './stack/processes.mjs'
import { ensureDatabase, startRedis, startS3 } from './stack/services.mjs'

const root = path.resolve(import.meta.dirname, '..')
const DEFAULT_MAX_BODY_BYTES = 60 * 1024 * 1024

/**
 * @param {object} options
 * @param {number} options.port the front's; the instances, S3 and Redis take the next four
 * @param {string} options.databaseUrl a database on an existing PostgreSQL server
 * @param {string} options.dir where logs, nginx's files and each instance's data go
 * @param {boolean} options.fresh drop the database and `dir` first
 * @param {Record<string, string>} [options.env] more settings for the instances
 * @param {(line: string) => void} [options.say]
 */
export async function startStack({ port, databaseUrl, dir, fresh, env = {}, say = () => {} }) {
  const programs = stackPrograms()
  if (fresh) rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  /** @type {{ stop: () => Promise<void> }[]} stopped in reverse order */
  const started = []
  const stop = async () => {
    for (const part of started.reverse()) await part.stop()
  }
  try {
    for (let offset = 0; offset <= 4; offset++) await ensurePortFree(port + offset)
    await ensureDatabase(databaseUrl, { fresh })
    const redis = await startRedis(programs.redis, port + 4, dir)
    started.push(redis)
    const bucket = {
      name: 'roster-stack',
      region: 'us-east-1',
      accessKeyId: 'stack',
      secretAccessKey: 'stack-secret',
    }
    const s3 = await startS3(programs.s3, port + 3, bucket, dir)
    started.push(s3)
    say(
      `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}, Redis ${redis.url}, S3 ${s3.endpoint}`,
    )

    const siteUrl = `http://127.0.0.1:${port}`
    /** @type {Record<string, string | undefined>} */
    const shared = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'roster-stack:',
      S3_BUCKET: bucket.name,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: bucket.region,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      TRUSTED_PROXIES: '127.0.0.1',
      PAYLOAD_SECRET: payloadSecret(dir),
      SITE_URL: siteUrl,
      ...env,
    }
    // Each instance's folders are under its own DATA_DIR, whatever this shell says.
    for (const name of ['MEDIA_DIR', 'PRIVATE_UPLOADS_DIR', 'IMAGE_CACHE_DIR', 'OUTBOX_DIR'])
      delete shared[name]
    const instances = [1, 2].map((number) =>
      appInstance({
        name: `app-${number}`,
        port: port + number,
        // Each its own disk: whatever they share goes through PostgreSQL, Redis or S3.
        env: { ...shared, DATA_DIR: path.join(dir, `app-${number}`) },
        logDir: dir,
      }),
    )
    for (const instance of instances) {
      // One after the other: the first builds when needed, migrates and seeds; the second
      // finds all of it done.
      say(
        `Starting ${instance.name} on ${instance.url} (log: ${path.join(dir, `${instance.name}.log`)})`,
      )
      started.push(instance)
      await instance.start()
    }
    const maxBodyBytes = Number(shared.SUBMISSION_MAX_BODY_BYTES || DEFAULT_MAX_BODY_BYTES)
    const nginx = await startNginx({
      program: programs.nginx,
      port,
      instances,
      dir: path.join(dir, 'nginx'),
      maxBodyBytes,
    })
    started.push(nginx)
    return { url: nginx.url, instances, stop, nginx }
  } catch (error) {
    await stop()
    throw error
  }
}

/** One secret for every instance (staff sessions work on all), kept across runs. @param {string} dir */
function payloadSecret(dir) {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(dir, 'payload-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

/** `--port 8080` or `--port=8080`. @param {string} name */
function option(name) {
  const args = process.argv.slice(2)
  for (const [index, arg] of args.entries()) {
    if (arg === name) return args[index + 1]
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1)
  }
  return undefined
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.join(root, 'data', 'stack')
  const say = (/** @type {string} */ line) => console.log(line)
  try {
    const stack = await startStack({
      port: Number(option('--port') ?? process.env.STACK_PORT ?? 8080),
      databaseUrl:
        process.env.STACK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/roster_stack',
      dir,
      fresh: process.argv.includes('--fresh'),
      say,
    })
    say(
      `\nRoster's stack is ready on ${stack.url} (nginx logs in ${path.join(dir, 'nginx')}). Ctrl-C stops it.`,
    )
    let stopping = false
    const stopAll = async (/** @type {number} */ status) => {
      if (stopping) return
      stopping = true
      say('Stopping the stack...')
      await stack.stop()
      process.exit(status)
    }
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0))
    stack.nginx.child.on('exit', () => void stopAll(1))
    for (const instance of stack.instances) {
      const watch = setInterval(() => {
        if (instance.exitCode() == null || stopping) return
        clearInterval(watch)
        console.error(`${instance.name} exited; see ${path.join(dir, `${instance.name}.log`)}`)
        void stopAll(1)
      }, 1000)
    }
  } catch (error) {
    console.error(`The stack did not start: ${/** @type {Error} */ (error).message}`)
    process.exit(1)
  }
}
