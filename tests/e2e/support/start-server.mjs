#!/usr/bin/env node
/**
 * Serves the production build for the end-to-end tests: a fresh data folder (seeded on start),
 * the test-only routes on, reCAPTCHA and SMTP stand-ins on loopback, and every SQL statement
 * logged to data/e2e/server.log so tests can prove that cached pages do not touch the database.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { demoImageCacheDir } from '../../../scripts/demo-image-cache.mjs'
import { SERVER_PROCESS_ENV, serverCommand } from '../../../scripts/server-process.mjs'
import { startStripeStandIn } from '../../helpers/stripe-stand-in.mjs'
import { startCaptchaStandIn } from './captcha-stand-in.mjs'
import {
  E2E_STRIPE_SECRET_KEY,
  E2E_STRIPE_WEBHOOK_SECRET,
  e2eStripeApiBase,
  e2eStripePort,
} from './stripe-env.mjs'
import { startSmtpStandIn } from './smtp-stand-in.mjs'

const port = process.env.E2E_PORT ?? '3100'
const dataDir = path.resolve('data/e2e')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
const log = createWriteStream(path.join(dataDir, 'server.log'))
// reCAPTCHA is on, against a local stand-in of Google's script and verification endpoint.
const captchaPort = Number(port) + 1
const captchaSecret = 'e2e-recaptcha-secret'
const captcha = startCaptchaStandIn(captchaPort, captchaSecret)
// Stripe is configured, against a local stand-in of its API and hosted checkout page.
const stripe = await startStripeStandIn({
  secretKey: E2E_STRIPE_SECRET_KEY,
  port: e2eStripePort(port),
})
// Mail goes to a real SMTP peer on loopback, which keeps each message in data/e2e/mail/.
const smtpPort = Number(port) + 8
const smtp = startSmtpStandIn(smtpPort, path.join(dataDir, 'mail'))

const [program, ...args] = serverCommand(['--port', port])
const server = spawn(program, args, {
  env: {
    ...process.env,
    ...SERVER_PROCESS_ENV,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // One process, its cache and limits in memory, the same on every machine; the
    // multi-instance tests start instances of their own on Redis.
    REDIS_URL: '',
    SITE_URL: `http://localhost:${port}`,
    PAYLOAD_SECRET: 'e2e-secret',
    ROSTER_TEST_ROUTES: '1',
    LOG_SQL: '1',
    SEED_DEMO: '1',
    // Each test server seeds the demo: its pictures are made once (src/seed/images/made-before.ts).
    DEMO_IMAGE_CACHE: demoImageCacheDir(),
    RECAPTCHA_SITE_KEY: 'e2e-recaptcha-site-key',
    RECAPTCHA_SECRET_KEY: captchaSecret,
    RECAPTCHA_SCRIPT_URL: `http://127.0.0.1:${captchaPort}/recaptcha/api.js`,
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${captchaPort}/recaptcha/api/siteverify`,
    // Every end-to-end test posts, searches and logs in from this machine's address; the limits'
    // own tests use others.
    SUBMISSION_RATE_LIMIT: '40',
    PAYMENT_RATE_LIMIT: '40',
    STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: e2eStripeApiBase(port),
    CONTACT_RATE_LIMIT: '40',
    INQUIRY_RATE_LIMIT: '40',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SEARCH_RATE_LIMIT: '300',
    LOGIN_RATE_LIMIT: '40',
    // This server shares 2 cores with two browsers: a cold full-size transform can wait behind
    // others (and the sharing cards' drawing) for longer than a visitor's 2 s. Shedding load with
    // a 503 is tested on its own (tests/int/image-proxy/busy.test.ts).
    IMAGE_PROXY_QUEUE_WAIT_MS: '15000',
    // Pages likewise: renders wait their turn without rest, as long as a test would. Refusing
    // them with a 503 is tested on its own (tests/int/front/traffic.test.ts).
    RENDER_QUEUE_WAIT_SECONDS: '30',
    RENDER_SHARE: '1',
    // The page cache's entries, read by the caching tests.
    METRICS_TOKEN: 'e2e-metrics',
    // A scheduled publish shows within a second of its time, not within the default 15 s.
    JOBS_POLL_SECONDS: '1',
    // A media sweep's follow-up comes this soon after a publish (src/cms/media/publicity.ts), not
    // a minute later in the middle of a test that counts SQL.
    MEDIA_SWEEP_GRACE_SECONDS: '2',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
server.stdout.pipe(log)
server.stderr.pipe(log)
server.stderr.pipe(process.stderr)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  captcha.close()
  void stripe.close()
  smtp.close()
  process.exit(code ?? 0)
})
