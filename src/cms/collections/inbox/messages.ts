import {
  consentAtField,
  excerptCell,
  inboxCollection,
  notesField,
  officeField,
  sentBySender,
} from '@/cms/inbox/inbox-collection'
import { exportMessagesCsv } from '@/cms/inbox/messages-csv'

/** Messages from the contact forms (features/contact). Staff only: never readable without a login. */
export const Messages = inboxCollection({
  slug: 'messages',
  useAsTitle: 'name',
  defaultColumns: ['createdAt', 'name', 'email', 'location', 'status', 'message'],
  statuses: ['new', 'answered'],
  exportCsv: exportMessagesCsv,
  fields: [
    ...sentBySender([
      officeField(),
      { name: 'name', type: 'text', required: true },
      { name: 'email', type: 'email', required: true },
      { name: 'phone', type: 'text' },
      { name: 'subject', type: 'text', required: true },
      {
        name: 'message',
        type: 'textarea',
        required: true,
        admin: {
          components: { ...excerptCell, Field: '@/cms/inbox/message-text-field#MessageTextField' },
        },
      },
    ]),
    consentAtField('visitor', 'the message'),
    notesField,
  ],
})
