import { inboxCollection, notesField } from '@/cms/inbox/inbox-collection'
import { exportSubmissionsCsv } from '@/cms/inbox/submissions-csv'

/** Applications from /submit. Staff only: never readable without a staff login. */
export const Submissions = inboxCollection({
  slug: 'submissions',
  useAsTitle: 'name',
  defaultColumns: ['name', 'email', 'location', 'status', 'createdAt'],
  statuses: ['new', 'reviewing', 'accepted', 'declined'],
  exportCsv: exportSubmissionsCsv,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'dateOfBirth', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    {
      name: 'details',
      type: 'json',
      admin: { description: 'Everything else the applicant sent.' },
    },
    { name: 'photos', type: 'upload', relationTo: 'submission-photos', hasMany: true },
    notesField,
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Sent by the browser with the form; a retry with it is not stored twice.',
      },
    },
    { name: 'fingerprint', type: 'text', admin: { hidden: true } },
  ],
})
