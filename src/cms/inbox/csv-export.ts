/**
 * GET /cms/api/{inbox}/export-csv[?where[…]…&search=…]: an inbox (submissions, messages, payments,
 * inquiries) as a CSV file, newest first, for admins: the records the admin's list shows under the
 * same filters (its `where` and `search` query, passed on by the export link). Each inbox names
 * its columns and how a record fills them.
 */
import type { DataFromCollectionSlug, PayloadHandler, PayloadRequest, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'

import { csvAttachment, csvLine } from '@/lib/csv'
import type { Location } from '@/payload-types'

export type InboxSlug = 'submissions' | 'messages' | 'payments' | 'inquiries'
/** The inboxes, and the audit log (cms/audit), which admins export the same way. */
export type CsvExportSlug = InboxSlug | 'audit-log'

/** Records read per query: a large inbox is exported without holding one huge result. */
const PAGE = 500

export function inboxCsvExport<Slug extends CsvExportSlug>(inbox: {
  collection: Slug
  header: readonly string[]
  row: (record: DataFromCollectionSlug<Slug>) => readonly unknown[]
}): PayloadHandler {
  return async (req) => {
    if (!req.user) return Response.json({ message: 'Log in as staff.' }, { status: 401 })
    if (req.user.role !== 'admin') {
      return Response.json(
        { message: `Only admins may export ${inbox.collection}.` },
        { status: 403 },
      )
    }
    const where = listFilters(inbox.collection, req)
    const lines = [csvLine(inbox.header)]
    for (let page = 1; ; page++) {
      const result = await req.payload.find({
        collection: inbox.collection as CsvExportSlug,
        where,
        sort: '-createdAt',
        depth: 1,
        limit: PAGE,
        page,
        req,
        overrideAccess: false,
        populate: { locations: { name: true }, talents: { name: true } },
      })
      const records = result.docs as DataFromCollectionSlug<Slug>[]
      lines.push(...records.map((record) => csvLine(inbox.row(record))))
      if (!result.hasNextPage) break
    }
    return csvAttachment(lines, inbox.collection)
  }
}

/**
 * The admin list's filters from the query (Payload parses `where[status][equals]=new` into an
 * object): its `where`, and its search box the way the list itself applies it. Payload checks
 * every path and operator as it does for the list; a malformed one is refused with a 400.
 */
function listFilters(collection: CsvExportSlug, req: PayloadRequest): Where {
  const { where, search } = req.query
  return mergeListSearchAndWhere({
    collectionConfig: req.payload.collections[collection].config,
    search: typeof search === 'string' ? search : '',
    where: typeof where === 'object' && where !== null ? (where as Where) : {},
  })
}

/** The office's name as a cell: the relationship is populated at depth 1 (its id if it is not). */
export function officeCell(office: Location | number | null | undefined): unknown {
  return typeof office === 'object' && office ? office.name : office
}
