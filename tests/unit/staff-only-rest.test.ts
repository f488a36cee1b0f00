import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { refuseAnonymousReads, StaffOnly } from '@/cms/hooks/staff-only-rest'

/** Which Payload operations reach an anonymous caller (docs/decisions/0027). */
describe('refuseAnonymousReads', () => {
  const run = (
    options: {
      api?: string
      user?: object | null
      operation?: string
      overrideAccess?: boolean
      routeParams?: Record<string, unknown>
    } = {},
  ) =>
    refuseAnonymousReads({
      args: { where: {} } as never,
      operation: (options.operation ?? 'read') as 'read',
      overrideAccess: options.overrideAccess,
      req: {
        payloadAPI: options.api ?? 'REST',
        user: options.user ?? null,
        routeParams: options.routeParams,
      } as PayloadRequest,
      collection: {} as never,
      context: {},
    })

  it.each(['read', 'readDistinct', 'count', 'countVersions'])(
    'refuses an anonymous REST %s with 403',
    (operation) => {
      expect(() => run({ operation })).toThrow(StaffOnly)
      expect(() => run({ operation })).toThrow(expect.objectContaining({ status: 403 }))
    },
  )

  it('lets staff, the Local API and server code with overrideAccess read', () => {
    expect(run({ user: { id: 1 } })).toEqual({ where: {} })
    expect(run({ api: 'local' })).toEqual({ where: {} })
    expect(run({ overrideAccess: true })).toEqual({ where: {} })
  })

  it('lets the file route look up the document a public file belongs to', () => {
    expect(run({ routeParams: { collection: 'media', filename: 'a.jpg' } })).toEqual({ where: {} })
    expect(() => run({ routeParams: { collection: 'media', id: '1' } })).toThrow(StaffOnly)
  })

  it('leaves logins and writes to their own rules', () => {
    for (const operation of ['login', 'forgotPassword', 'create', 'update', 'delete'])
      expect(run({ operation })).toEqual({ where: {} })
  })
})
