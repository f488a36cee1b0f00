import { DAY_WITH_YEAR } from '@/cms/fields/dates'
import {
  excerptCell,
  inboxCollection,
  notesField,
  officeField,
  sentBySender,
} from '@/cms/inbox/inbox-collection'
import { exportSubmissionsCsv } from '@/cms/inbox/submissions-csv'

/** Applications from /submit. Staff only: never readable without a staff login. */
export const Submissions = inboxCollection({
  slug: 'submissions',
  useAsTitle: 'name',
  defaultColumns: ['createdAt', 'name', 'photos', 'email', 'location', 'status', 'details'],
  statuses: ['new', 'reviewing', 'accepted', 'declined'],
  exportCsv: exportSubmissionsCsv,
  fields: [
    ...sentBySender([
      { name: 'name', type: 'text', required: true },
      { name: 'email', type: 'email', required: true },
      { name: 'phone', type: 'text' },
      { name: 'dateOfBirth', type: 'date', admin: { date: DAY_WITH_YEAR } },
      officeField(),
      {
        name: 'details',
        type: 'json',
        admin: {
          description: 'Everything else the applicant sent; the list shows their message.',
          components: {
            ...excerptCell,
            Field: '@/cms/inbox/application-details-field#ApplicationDetailsField',
          },
        },
      },
      {
        name: 'photos',
        type: 'upload',
        relationTo: 'submission-photos',
        hasMany: true,
        admin: {
          components: {
            Cell: '@/cms/inbox/photo-count-cell#PhotoCountCell',
            Field: '@/cms/inbox/application-photos-field#ApplicationPhotosField',
          },
        },
      },
    ]),
    notesField,
    {
      name: 'nextApplication',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/cms/inbox/next-application-field#NextApplicationField' },
      },
    },
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
