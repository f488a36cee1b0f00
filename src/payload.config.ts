import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type Config } from 'payload'
import { createTransport } from 'nodemailer'
import sharp from 'sharp'

import { AuditLog } from './cms/audit/audit-log'
import { withAuditTrail, withGlobalAuditTrail } from './cms/audit/audit-trail'
import { withScheduledAudit } from './cms/audit/scheduled-audit'
import { Books } from './cms/collections/books'
import { Faqs } from './cms/collections/faqs'
import { Inquiries } from './cms/collections/inbox/inquiries'
import { Messages } from './cms/collections/inbox/messages'
import { PaymentEvents } from './cms/collections/inbox/payment-events'
import { Payments } from './cms/collections/inbox/payments'
import { SubmissionPhotos } from './cms/collections/inbox/submission-photos'
import { Submissions } from './cms/collections/inbox/submissions'
import { Locations } from './cms/collections/locations'
import { Media } from './cms/collections/media'
import { PackageRecipients } from './cms/collections/packages/package-recipients'
import { PackageVotes } from './cms/collections/packages/package-votes'
import { Packages } from './cms/collections/packages/packages'
import { Pages } from './cms/collections/pages'
import { Talents } from './cms/collections/talents'
import { Users } from './cms/collections/users'
import { SET_PASSWORD_PATH } from './cms/staff/set-password-link'
import { Footer } from './cms/globals/footer'
import { MAX_DEPTH, withListCap } from './cms/hooks/cap-list-reads'
import { withQueryChecks } from './cms/hooks/refuse-malformed-queries'
import {
  staffOnlyAccessMap,
  withStaffOnlyGlobalReads,
  withStaffOnlyReads,
} from './cms/hooks/staff-only-rest'
import { Navigation } from './cms/globals/navigation'
import { rosterImportEndpoints } from './cms/import/import-endpoints'
import { IMPORT_VIEW_PATH } from './cms/import/view-path'
import { Settings } from './cms/globals/settings'
import { livePreview } from './cms/preview'
import { isOwnRequest } from './lib/cache/cache-render.mjs'
import { indexLocalesByParent } from './lib/locales-parent-index'
import { outboxTransport } from './lib/email/outbox-transport'
import { serializeTransactions } from './lib/sqlite-writers'
import { officeTimeZones } from './cms/admin/office-time-zones'
import { withPublishMessage } from './cms/hooks/publish-message'
import { sweepOrphanUploadsTask } from './cms/media/orphan-uploads'
import { env, isPostgresUrl } from './lib/env'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from './lib/i18n/locales'
import { resilientPg } from './lib/postgres-pool'
import { payloadSecret } from './lib/secret'
import { mediaStoragePlugin } from './lib/storage/payload-plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * One engine at a time: PostgreSQL when DATABASE_URL is a postgres URL, else an SQLite file.
 * Schema changes only ever come from the committed migrations (push is off everywhere); the
 * server applies pending ones when it starts (src/bootstrap.ts).
 */
function database() {
  if (isPostgresUrl(env.databaseUrl)) {
    return postgresAdapter({
      pg: resilientPg,
      pool: { connectionString: env.databaseUrl },
      push: false,
      migrationDir: path.join(dirname, 'migrations/postgres'),
      beforeSchemaInit: [indexLocalesByParent],
      logger: env.logSql,
    })
  }
  return sqliteAdapter({
    client: { url: env.databaseUrl },
    push: false,
    wal: true,
    busyTimeout: 5000,
    // Transactions are off by default for SQLite; an application and its photos must commit
    // together. IMMEDIATE takes the write lock at BEGIN, so a second writer waits out the busy
    // timeout instead of failing when its read turns into a write.
    transactionOptions: { behavior: 'immediate' },
    migrationDir: path.join(dirname, 'migrations/sqlite'),
    beforeSchemaInit: [indexLocalesByParent],
    logger: env.logSql,
  })
}

export default buildConfig({
  onInit: async (payload) => {
    // This process's SQLite transactions take turns (lib/sqlite-writers.ts).
    if (!isPostgresUrl(env.databaseUrl)) serializeTransactions(payload.db)
  },
  secret: payloadSecret(env.payloadSecret, env.dataDir),
  telemetry: false,
  routes: { api: '/cms/api', admin: '/admin' },
  graphQL: { disable: true },
  // Cookies authenticate only requests whose Origin (or Sec-Fetch-Site) is the site itself, and
  // only the site gets CORS answers (docs/decisions/0012-cross-site-requests.md).
  csrf: [new URL(env.siteUrl).origin],
  cors: [new URL(env.siteUrl).origin],
  maxDepth: MAX_DEPTH,
  // Visitors' words in every language of lib/i18n/locales.ts; a field left empty in one reads
  // as its English (fallback), so a page is whole before it is translated.
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    // The suffix is the agency's name from Settings on every page (features/admin/agency-brand);
    // this one stands in where no request reads Settings.
    meta: {
      titleSuffix: ' · Roster admin',
      icons: [{ rel: 'icon', type: 'image/x-icon', url: '/favicon.ico' }],
    },
    components: {
      // The schedule drawer starts on Publish (Payload's starts on Unpublish without a draft).
      providers: ['@/cms/admin/schedule-publish-default.client#SchedulePublishDefault'],
      // What waits for staff and the last changes, above the dashboard's collections.
      beforeDashboard: ['@/features/admin/dashboard#Dashboard'],
      // The roster import's link, for admins (cms/import).
      afterNavLinks: ['@/cms/import/import-nav-link#ImportNavLink'],
      // The agency's logo (login) and icon (navigation) instead of Payload's.
      graphics: {
        Logo: '@/features/admin/agency-brand#AgencyLogo',
        Icon: '@/features/admin/agency-brand#AgencyIcon',
      },
      views: {
        // The first-user screen under the agency's logo, as the login page is.
        createFirstUser: {
          Component: '@/features/admin/first-user-view#FirstUserView',
          path: '/create-first-user',
        },
        // /set-password/{token}. Not `/:token`: Payload lets visitors who are not logged in reach a
        // custom view only when its path is a plain prefix of the address.
        setPassword: {
          Component: '@/cms/staff/set-password-view#SetPasswordView',
          path: SET_PASSWORD_PATH,
        },
        // The roster import from a CSV and a ZIP of photos, admins only (issue 35).
        rosterImport: {
          Component: '@/cms/import/import-view#ImportView',
          path: IMPORT_VIEW_PATH,
        },
      },
    },
    // Payload's default is Gravatar: a request to the internet with a hash of the staff email,
    // which the admin's Content-Security-Policy refuses anyway.
    avatar: 'default',
    livePreview,
    // Scheduled publishes happen at an office's time, named (cms/admin/office-time-zones).
    timezones: officeTimeZones(process.env.OFFICE_TIME_ZONE || undefined),
  },
  collections: [
    ...[Pages, Books, Talents, Media, Locations, Faqs].map(withAuditTrail),
    ...[Submissions, Messages, Inquiries, Payments].map(withAuditTrail),
    ...[Packages, PackageRecipients].map(withAuditTrail),
    PackageVotes,
    SubmissionPhotos,
    PaymentEvents,
    Users,
    AuditLog,
  ].map((collection) =>
    withStaffOnlyReads(withQueryChecks(withListCap(withPublishMessage(collection)))),
  ),
  globals: [Navigation, Settings, Footer].map((global) =>
    withStaffOnlyGlobalReads(withGlobalAuditTrail(global)),
  ),
  // Anonymous callers read nothing through /cms/api, the permission map included
  // (docs/decisions/0027-anonymous-payload-rest.md).
  endpoints: [staffOnlyAccessMap, ...rosterImportEndpoints],
  // Refusals anyone can provoke are one line in the log, without a stack trace. Payload looks
  // levels up by any error's name; its type lists only its own errors.
  loggingLevels: {
    AuthenticationError: 'info',
    QueryRefusal: 'info',
    StaffOnly: 'info',
    TooManyAttempts: 'info',
  } as Config['loggingLevels'],
  // Scheduled publishing (versions.drafts.schedulePublish) queues its jobs here. The server runs
  // them itself (src/server/scheduled-jobs.mjs): it asks for a run through the front's internal
  // listener, marked as its own request with a secret no render for the page cache carries, so a
  // publish expires the site's caches inside a request as a staff member's publish does. Nobody
  // else may start a run.
  // Scheduling one is written to the audit log (cms/audit/scheduled-audit): a hook on the jobs
  // collection, which Payload runs only with runHooks (slower job bookkeeping; jobs here are the
  // few scheduled publishes).
  jobs: {
    access: { run: ({ req }) => isOwnRequest(req.headers) },
    jobsCollectionOverrides: withScheduledAudit,
    // Uploads abandoned before a save are deleted once a day old (cms/media/orphan-uploads).
    tasks: [sweepOrphanUploadsTask],
    runHooks: true,
  },
  // Media and applicants' photos: local folders, or the S3 bucket when S3_BUCKET is set.
  plugins: [mediaStoragePlugin()],
  editor: lexicalEditor(),
  db: database(),
  sharp,
  email: nodemailerAdapter({
    defaultFromAddress: process.env.EMAIL_FROM ?? 'hello@roster.example',
    defaultFromName: 'Roster',
    transport: process.env.SMTP_URL
      ? createTransport(process.env.SMTP_URL)
      : createTransport(outboxTransport(env.outboxDir)),
  }),
  typescript: { outputFile: path.join(dirname, 'payload-types.ts') },
})
