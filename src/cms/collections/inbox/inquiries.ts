import {
  consentAtField,
  excerptCell,
  inboxCollection,
  notesField,
  officeField,
  sentBySender,
} from '@/cms/inbox/inbox-collection'
import { exportInquiriesCsv } from '@/cms/inbox/inquiries-csv'

const INQUIRY_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'In progress', value: 'in-progress' },
  { label: 'Confirmed', value: 'confirmed' },
  { label: 'Declined', value: 'declined' },
]

/**
 * Clients' shortlists sent as inquiries (features/inquiry). Staff only: never readable without a
 * login. The key and fingerprint make a retried send store once; staff never edit them.
 */
export const Inquiries = inboxCollection({
  slug: 'inquiries',
  useAsTitle: 'company',
  defaultColumns: ['createdAt', 'name', 'company', 'email', 'location', 'status', 'usage'],
  statuses: INQUIRY_STATUSES,
  exportCsv: exportInquiriesCsv,
  fields: [
    ...sentBySender([
      { ...officeField(), admin: { description: 'The office the inquiry was mailed to.' } },
      {
        name: 'talents',
        type: 'relationship',
        relationTo: 'talents',
        hasMany: true,
        required: true,
        admin: { description: 'The shortlist, in the client’s order.' },
      },
      { name: 'name', type: 'text', required: true },
      { name: 'company', type: 'text', required: true },
      { name: 'email', type: 'email', required: true },
      { name: 'phone', type: 'text' },
      { name: 'dates', label: 'Dates or period', type: 'text', required: true },
      {
        name: 'usage',
        label: 'Usage and territory',
        type: 'textarea',
        required: true,
        admin: { components: excerptCell },
      },
      { name: 'message', type: 'textarea', admin: { components: excerptCell } },
    ]),
    {
      name: 'makePackage',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/cms/admin/package-from-inquiry.client#PackageFromInquiryButton' },
      },
    },
    consentAtField('client', 'the inquiry'),
    notesField,
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    { name: 'fingerprint', type: 'text', admin: { hidden: true } },
  ],
})
