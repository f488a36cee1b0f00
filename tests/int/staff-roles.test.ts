import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/lib/env'

import { testContext, testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Staff roles over the REST API (admins, editors, bookers), the audit trail their changes leave,
 * and invitations by email.
 */

const PASSWORD = 'A-long-enough-passphrase-1'
let payload: Payload
const tokens: Record<'admin' | 'editor' | 'booker', string> = { admin: '', editor: '', booker: '' }
let faqId: number
let messageId: number

const as = (role: keyof typeof tokens, method: string, url: string, json?: unknown) =>
  rest(method, url, { headers: { Authorization: `JWT ${tokens[role]}` }, json })

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['admin', 'editor', 'booker'] as const) {
    const email = `${role}@roster.test`
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, role } })
    const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    tokens[role] = login.token!
  }
  const faq = await payload.create({
    collection: 'faqs',
    data: { question: 'Do you pay travel?', answer: 'Yes.' },
    context: testContext,
  })
  faqId = faq.id
  const message = await payload.create({
    collection: 'messages',
    data: {
      status: 'new',
      name: 'Visitor',
      email: 'visitor@example.test',
      subject: 'Hello',
      message: 'Hi',
    },
  })
  messageId = message.id
})

describe('a booker', () => {
  it('reads content but may not create, edit or delete it, nor staff accounts', async () => {
    expect((await as('booker', 'GET', `/faqs/${faqId}`)).status).toBe(200)
    const refusals = await Promise.all([
      as('booker', 'POST', '/faqs', { question: 'New?', answer: 'No.' }),
      as('booker', 'PATCH', `/faqs/${faqId}`, { answer: 'Changed by a booker.' }),
      as('booker', 'DELETE', `/faqs/${faqId}`),
      as('booker', 'POST', '/pages', { title: 'A page', slug: 'a-page' }),
      as('booker', 'POST', '/globals/navigation', { items: [] }),
      as('booker', 'POST', '/globals/settings', { website: { name: 'Renamed' } }),
      as('booker', 'POST', '/users', { email: 'new@roster.test', password: PASSWORD }),
      as('booker', 'POST', '/users/invite', { email: 'new@roster.test', role: 'booker' }),
    ])
    expect(refusals.map((response) => response.status)).toEqual(Array(8).fill(403))
    const faq = await payload.findByID({ collection: 'faqs', id: faqId })
    expect(faq.answer).toBe('Yes.')
  })

  it('works the inbox: reads and changes status and notes, but deletes nothing', async () => {
    expect((await as('booker', 'GET', '/messages')).status).toBe(200)
    const changed = await as('booker', 'PATCH', `/messages/${messageId}`, {
      status: 'answered',
      notes: 'Called back.',
    })
    expect(changed.status).toBe(200)
    expect((await as('booker', 'DELETE', `/messages/${messageId}`)).status).toBe(403)
    const message = await payload.findByID({ collection: 'messages', id: messageId })
    expect(message).toMatchObject({ status: 'answered', notes: 'Called back.' })
  })
})

describe('an editor', () => {
  it('edits content and settings, but does not invite staff', async () => {
    // Allowed changes go through the Local API with the editor's access: through REST they
    // would expire Next's cache, which does not exist outside a Next request.
    const editor = await payload.login({
      collection: 'users',
      data: { email: 'editor@roster.test', password: PASSWORD },
    })
    const asEditor = { user: editor.user, overrideAccess: false, context: testContext } as const
    await payload.update({
      collection: 'faqs',
      id: faqId,
      data: { answer: 'Yes, always.' },
      ...asEditor,
    })
    await payload.updateGlobal({
      slug: 'settings',
      data: { website: { name: 'Roster Agency' } },
      ...asEditor,
    })
    const invited = await as('editor', 'POST', '/users/invite', {
      email: 'x@roster.test',
      role: 'editor',
    })
    expect(invited.status).toBe(403)
  })
})

describe('the audit trail', () => {
  it('names the staff member, the document, the action and the changed fields', async () => {
    const { docs } = await payload.find({
      collection: 'audit-log',
      sort: 'createdAt',
      where: { userEmail: { in: ['editor@roster.test', 'booker@roster.test'] } },
    })
    const entries = docs.map(({ userEmail, action, target, documentId, changedFields }) => ({
      userEmail,
      action,
      target,
      documentId,
      changedFields,
    }))
    expect(entries).toEqual([
      {
        userEmail: 'booker@roster.test',
        action: 'update',
        target: 'messages',
        documentId: String(messageId),
        changedFields: 'Status, Notes',
      },
      {
        userEmail: 'editor@roster.test',
        action: 'update',
        target: 'faqs',
        documentId: String(faqId),
        changedFields: 'Answer',
      },
      {
        userEmail: 'editor@roster.test',
        action: 'update',
        target: 'settings',
        documentId: null,
        changedFields: 'Website',
      },
    ])
    // Refused changes left no entry, and nobody logged in (the seed, visitors) leaves none.
    expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(3)
  })

  it('keeps the settings’ earlier versions', async () => {
    const versions = await payload.findGlobalVersions({ slug: 'settings' })
    expect(versions.totalDocs).toBeGreaterThan(0)
  })

  it('is read-only for everyone, hidden from bookers, and admins alone export it as CSV', async () => {
    const entry = (await payload.find({ collection: 'audit-log', limit: 1 })).docs[0]!
    const writes = await Promise.all([
      as('admin', 'POST', '/audit-log', { userEmail: 'x@roster.test', action: 'update' }),
      as('admin', 'PATCH', `/audit-log/${entry.id}`, { userEmail: 'forged@roster.test' }),
      as('admin', 'DELETE', `/audit-log/${entry.id}`),
    ])
    expect(writes.map((response) => response.status)).toEqual([403, 403, 403])
    expect((await as('booker', 'GET', '/audit-log')).status).toBe(403)
    expect((await as('editor', 'GET', '/audit-log')).status).toBe(200)
    expect((await as('booker', 'GET', '/audit-log/export-csv')).status).toBe(403)
    const csv = await as('admin', 'GET', '/audit-log/export-csv')
    expect(csv.status).toBe(200)
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines[0]).toBe(
      'time,userId,staff member,email,action,collection,document,title,changed fields',
    )
    expect(lines.some((line) => line.includes('editor@roster.test,update,faqs'))).toBe(true)
  })
})

describe('an invitation', () => {
  const invitee = 'invitee@roster.test'

  function invitationLink(): string {
    const names = readdirSync(env.outboxDir)
    const mails = names.map((name) => readFileSync(path.join(env.outboxDir, name), 'utf8'))
    const mail = mails.find((raw) => raw.includes(`To: ${invitee}`))!
    const unwrapped = mail.replace(/=\r?\n/g, '')
    return /\/admin\/set-password\/([0-9a-f]{40})/.exec(unwrapped)![1]!
  }

  it('creates the account with the role and mails a link that sets the password once', async () => {
    const sent = await as('admin', 'POST', '/users/invite', {
      email: invitee,
      name: 'New Booker',
      role: 'booker',
    })
    expect(sent.status, await sent.clone().text()).toBe(201)
    const [user] = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: invitee } },
        showHiddenFields: true,
      })
    ).docs
    expect(user).toMatchObject({ name: 'New Booker', role: 'booker' })
    const expiresIn = new Date(user!.resetPasswordExpiration as string).getTime() - Date.now()
    expect(expiresIn).toBeGreaterThan((env.invitationLifetimeHours - 1) * 3_600_000)
    expect(env.invitationLifetimeHours).toBe(72)

    const token = invitationLink()
    const set = await rest('POST', '/users/reset-password', {
      json: { token, password: 'My-own-passphrase-7' },
    })
    expect(set.status).toBe(200)
    const again = await rest('POST', '/users/reset-password', {
      json: { token, password: 'Another-passphrase-8' },
    })
    expect(again.status).toBe(403)
    const login = await payload.login({
      collection: 'users',
      data: { email: invitee, password: 'My-own-passphrase-7' },
    })
    expect(login.user?.role).toBe('booker')

    const twice = await as('admin', 'POST', '/users/invite', { email: invitee, role: 'editor' })
    expect(twice.status).toBe(409)
  })

  it('refuses an expired link', async () => {
    const email = 'late@roster.test'
    expect((await as('admin', 'POST', '/users/invite', { email, role: 'editor' })).status).toBe(201)
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
      expiration: -1000,
    })
    const set = await rest('POST', '/users/reset-password', {
      json: { token, password: 'My-own-passphrase-7' },
    })
    expect(set.status).toBe(403)
  })
})
