import path from 'node:path'

/**
 * Every setting Roster reads from the environment, with its default, in one place.
 * The README lists the same names; keep the two in step.
 */

const dataDir = path.resolve(process.env.DATA_DIR ?? './data')

function integer(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
  }
  return value
}

function list(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
}

export const env = {
  /** Where the SQLite file, media, image cache and outbox live unless overridden. */
  dataDir,
  databaseUrl: process.env.DATABASE_URL || `file:${path.join(dataDir, 'roster.db')}`,
  mediaDir: path.resolve(process.env.MEDIA_DIR ?? path.join(dataDir, 'media')),
  privateUploadsDir: path.resolve(process.env.PRIVATE_UPLOADS_DIR ?? path.join(dataDir, 'private')),
  imageCacheDir: path.resolve(process.env.IMAGE_CACHE_DIR ?? path.join(dataDir, 'image-cache')),
  outboxDir: path.resolve(process.env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
  /** The public origin of the site, used for absolute URLs (SEO, emails, CSRF checks). */
  siteUrl: (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  payloadSecret: process.env.PAYLOAD_SECRET ?? '',
  seedDemo: process.env.SEED_DEMO !== '0',
  /** Generated talents the first start adds to the demo, for benchmarks (seed/large-roster.ts). */
  seedDemoTalents: integer('SEED_DEMO_TALENTS', 0),
  /** For test harnesses: a folder of the demo's generated pictures, kept between seeds. */
  demoImageCacheDir: process.env.DEMO_IMAGE_CACHE ?? '',
  logSql: process.env.LOG_SQL === '1',
  imageProxyAllowedHosts: list('IMAGE_PROXY_ALLOWED_HOSTS'),
  /** Addresses of reverse proxies whose X-Forwarded-For is believed; none by default. */
  trustedProxies: list('TRUSTED_PROXIES'),
  /** Redis shared by every app instance for rate limits; unset: each process counts alone. */
  redisUrl: process.env.REDIS_URL ?? '',
  /** Starts every key Roster writes to Redis, so several sites (or test runs) can share one. */
  redisKeyPrefix: process.env.REDIS_KEY_PREFIX || 'roster:',
  /**
   * IPv6 clients are counted per network of this many leading bits (a /64 is what one home or
   * server usually gets); IPv4 clients per address.
   */
  rateLimitIpv6PrefixBits: integer('RATE_LIMIT_IPV6_PREFIX', 64),
  /** Searches per client address per minute (429 with Retry-After beyond). */
  searchRatePerMinute: integer('SEARCH_RATE_LIMIT', 60),
  /** Admin login attempts and password-reset requests per client address per 15 minutes. */
  loginRatePer15Min: integer('LOGIN_RATE_LIMIT', 10),
  /** Different addresses that may try one admin account in 15 minutes before it locks. */
  loginAccountLockAddresses: integer('LOGIN_ACCOUNT_LOCK_ADDRESSES', 10),
  /** How long an invitation's set-password link works (it works once). */
  invitationLifetimeHours: integer('INVITATION_LIFETIME_HOURS', 72),
  submission: {
    maxPhotoBytes: integer('SUBMISSION_MAX_PHOTO_BYTES', 15 * 1024 * 1024),
    maxBodyBytes: integer('SUBMISSION_MAX_BODY_BYTES', 60 * 1024 * 1024),
    maxPhotoPixels: integer('SUBMISSION_MAX_PHOTO_PIXELS', 50_000_000),
    ratePerHour: integer('SUBMISSION_RATE_LIMIT', 5),
    retentionDays: integer('SUBMISSION_RETENTION_DAYS', 180),
  },
  packages: {
    /** A new package's links work this long; staff may set another expiry on each package. */
    lifetimeDays: integer('PACKAGE_LIFETIME_DAYS', 30),
    /** A package's recipients, views, votes and comments are deleted this long after expiry. */
    retentionDays: integer('PACKAGE_RETENTION_DAYS', 365),
    /** Requests of package links (`/p/…`, their votes and pictures) per client address per minute. */
    ratePerMinute: integer('PACKAGE_RATE_LIMIT', 120),
  },
  inquiry: {
    ratePerHour: integer('INQUIRY_RATE_LIMIT', 10),
    maxBodyBytes: integer('INQUIRY_MAX_BODY_BYTES', 64 * 1024),
  },
  contact: {
    ratePerHour: integer('CONTACT_RATE_LIMIT', 10),
    maxBodyBytes: integer('CONTACT_MAX_BODY_BYTES', 64 * 1024),
  },
  /** How every form endpoint reads a body (features/forms/endpoint.ts). */
  forms: {
    /** A body that sends nothing for this long is dropped, 408: it holds no connection open. */
    bodyIdleTimeoutMs: integer('FORM_BODY_IDLE_TIMEOUT_MS', 30_000),
    /** Arrays and objects nested in a JSON body, the body itself counting one; 400 beyond. */
    maxJsonDepth: integer('FORM_MAX_JSON_DEPTH', 8),
  },
  /**
   * S3-compatible object storage for media and applicants' photos; unset bucket: local disk
   * (mediaDir, privateUploadsDir). Unset keys: the AWS SDK's own chain (AWS_* variables, roles).
   */
  s3: {
    bucket: process.env.S3_BUCKET ?? '',
    /** Empty: AWS S3 itself; else the address of another S3-compatible server. */
    endpoint: process.env.S3_ENDPOINT ?? '',
    region: process.env.S3_REGION || 'us-east-1',
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
    /** `bucket` in the path, not the host name: what most servers other than AWS expect. */
    forcePathStyle: ['1', 'true'].includes(process.env.S3_FORCE_PATH_STYLE ?? ''),
  },
  /** Print PDFs rendered at once (each takes seconds of CPU); the others wait. */
  printPdfMaxRenders: integer('PRINT_PDF_MAX_RENDERS', 2),
  /** Print PDFs waiting for a slot; any beyond are answered 503 with Retry-After. */
  printPdfQueueLength: integer('PRINT_PDF_QUEUE_LENGTH', 20),
  /** Memory for pictures resized for PDFs, shared by print cards and shortlist packages. */
  pdfImageCacheMb: integer('PDF_IMAGE_CACHE_MB', 32),
  shortlistPdf: {
    /** Shortlist packages rendered at once, in slots of their own beside the print cards'. */
    maxRenders: integer('SHORTLIST_PDF_MAX_RENDERS', 1),
    /** Packages waiting for a slot; any beyond are answered 503 with Retry-After. */
    queueLength: integer('SHORTLIST_PDF_QUEUE_LENGTH', 2),
    /** Packages not already cached made per client address per hour (429 beyond). */
    ratePerHour: integer('SHORTLIST_PDF_RATE_LIMIT', 10),
  },
  recaptcha: {
    siteKey: process.env.RECAPTCHA_SITE_KEY ?? '',
    secretKey: process.env.RECAPTCHA_SECRET_KEY ?? '',
    verifyUrl:
      process.env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    scriptUrl: process.env.RECAPTCHA_SCRIPT_URL || 'https://www.google.com/recaptcha/api.js',
    timeoutMs: integer('RECAPTCHA_TIMEOUT_MS', 5000),
  },
  /** Stripe Checkout; online payment is off unless both secrets are set (paymentsEnabled). */
  stripe: {
    secretKey: process.env.STRIPE_SECRET_KEY ?? '',
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
    /** Where the official client sends its calls; tests point it at a local stand-in. */
    apiBase: process.env.STRIPE_API_BASE || 'https://api.stripe.com',
    timeoutMs: integer('STRIPE_TIMEOUT_MS', 15_000),
  },
  payment: {
    ratePerHour: integer('PAYMENT_RATE_LIMIT', 20),
    maxBodyBytes: integer('PAYMENT_MAX_BODY_BYTES', 16 * 1024),
    /** Stripe's events are a few kilobytes; anything this large is not one. */
    webhookMaxBodyBytes: integer('PAYMENT_WEBHOOK_MAX_BODY_BYTES', 1024 * 1024),
  },
  integer,
} as const

export type StripeSettings = typeof env.stripe
export type S3Settings = typeof env.s3

/**
 * Whether visitors can pay online: Stripe's secret key creates Checkout Sessions and the webhook
 * secret proves Stripe's answers, so both must be set. Otherwise payment pages show each
 * location's manual payment instructions.
 */
export function paymentsEnabled(stripe: StripeSettings = env.stripe): boolean {
  return stripe.secretKey !== '' && stripe.webhookSecret !== ''
}

/**
 * Whether forms carry reCAPTCHA: the site key shows it to visitors and the secret checks its
 * tokens, so both must be set. Otherwise forms are accepted without it (with a warning at start).
 */
export function captchaEnabled(
  recaptcha: { readonly siteKey: string; readonly secretKey: string } = env.recaptcha,
): boolean {
  return recaptcha.siteKey !== '' && recaptcha.secretKey !== ''
}

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url)
