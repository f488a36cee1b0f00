#!/usr/bin/env node
/**
 * Serves the production build for the end-to-end tests: a fresh data folder (seeded on start),
 * the test-only routes on, and every SQL statement logged to data/e2e/server.log so tests can
 * prove that cached pages do not touch the database.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { startCaptchaStandIn } from './captcha-stand-in.mjs'

const port = process.env.E2E_PORT ?? '3100'
const dataDir = path.resolve('data/e2e')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
const log = createWriteStream(path.join(dataDir, 'server.log'))
// reCAPTCHA is on, against a local stand-in of Google's script and verification endpoint.
const captchaPort = Number(port) + 1
const captchaSecret = 'e2e-recaptcha-secret'
const captcha = startCaptchaStandIn(captchaPort, captchaSecret)

const server = spawn(process.execPath, ['scripts/start.mjs', '--port', port], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SITE_URL: `http://localhost:${port}`,
    PAYLOAD_SECRET: 'e2e-secret',
    ROSTER_TEST_ROUTES: '1',
    LOG_SQL: '1',
    SEED_DEMO: '1',
    RECAPTCHA_SITE_KEY: 'e2e-recaptcha-site-key',
    RECAPTCHA_SECRET_KEY: captchaSecret,
    RECAPTCHA_SCRIPT_URL: `http://127.0.0.1:${captchaPort}/recaptcha/api.js`,
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${captchaPort}/recaptcha/api/siteverify`,
    // Every end-to-end test posts from this machine's address; the limit's own test uses others.
    SUBMISSION_RATE_LIMIT: '40',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
server.stdout.pipe(log)
server.stderr.pipe(log)
server.stderr.pipe(process.stderr)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  captcha.close()
  process.exit(code ?? 0)
})
