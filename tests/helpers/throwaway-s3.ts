import { spawn } from 'node:child_process'
import { once } from 'node:events'

import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3'

import type { S3Settings } from '@/lib/env'
import { createS3Client } from '@/lib/storage/s3-client'

import { freePort } from './free-port'

/**
 * An S3 protocol server of a test's own (moto_server) on a free loopback port, with one empty
 * bucket made through the official client. Its objects live in its memory and end with it.
 */
export type ThrowawayS3 = {
  readonly settings: S3Settings
  /** The S3_* variables that point Roster at it. */
  readonly env: Record<string, string>
  readonly client: S3Client
  readonly stop: () => Promise<void>
}

const START_TIMEOUT_MS = 30_000

export async function createThrowawayS3(bucket = 'roster-test'): Promise<ThrowawayS3> {
  const motoServer = process.env.MOTO_SERVER_BIN || 'moto_server'
  const port = await freePort()
  const server = spawn(motoServer, ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let log = ''
  server.stderr!.on('data', (chunk: Buffer) => {
    log = (log + String(chunk)).slice(-4000)
  })
  const endpoint = `http://127.0.0.1:${port}`
  let running = true
  const failed = new Promise<never>((_, reject) => {
    server.once('error', (error) => {
      running = false
      reject(
        new Error(
          `Cannot start ${motoServer} (${error.message}). The S3 tests need a real S3 ` +
            `protocol server: install moto with its server (pip install 'moto[server]') or set ` +
            `MOTO_SERVER_BIN to its path.`,
        ),
      )
    })
    server.once('exit', (code) => {
      running = false
      reject(new Error(`${motoServer} exited (${code}) before answering:\n${log}`))
    })
  })
  await Promise.race([waitForAnswer(endpoint, () => running), failed])
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'roster-test',
    secretAccessKey: 'roster-test-secret',
    forcePathStyle: true,
  }
  const client = createS3Client(settings)
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  const stop = async () => {
    client.destroy()
    if (server.exitCode !== null || server.signalCode !== null) return
    const exited = once(server, 'exit')
    server.kill('SIGTERM')
    await exited
  }
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    client,
    stop,
  }
}

async function waitForAnswer(endpoint: string, running: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (running()) {
    try {
      await fetch(endpoint, { signal: AbortSignal.timeout(1000) })
      return
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`No S3 server answered at ${endpoint}: ${error}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`The S3 server at ${endpoint} stopped`)
}
