import { consentAtField, inboxCollection, notesField } from '@/cms/inbox/inbox-collection'
import { exportMessagesCsv } from '@/cms/inbox/messages-csv'

/** Messages from the contact forms (features/contact). Staff only: never readable without a login. */
export const Messages = inboxCollection({
  slug: 'messages',
  useAsTitle: 'subject',
  defaultColumns: ['subject', 'name', 'location', 'status', 'createdAt'],
  statuses: ['new', 'answered'],
  exportCsv: exportMessagesCsv,
  fields: [
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    consentAtField('visitor', 'the message'),
    notesField,
  ],
})
