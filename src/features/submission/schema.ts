/**
 * The application form's fields and rules, read by the browser (feedback) and the route (for real).
 * An applicant under 18 gets a second schema with the guardian's fields required: FormKit's rules
 * cannot say "required if", so both sides pick the schema from the date of birth (schemaFor).
 * Labels, help and options come from the catalogue of the visitor's language.
 */
import {
  defineFormSchema,
  type FieldValue,
  type FormValues,
  type SelectOption,
} from '@/features/forms/schema'
import { consentField, officeField, senderFields } from '@/features/forms/common-fields'
import { PHONE_PATTERN } from '@/features/forms/patterns'
import { fill } from '@/lib/i18n/format'
import type { Messages } from '@/lib/i18n/messages/en'

import { MAX_PHOTOS, MINOR_AGE, MIN_PHOTOS } from './constants'

export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif'

const INSTAGRAM =
  /^(@?[A-Za-z0-9._]{1,30}|https:\/\/(www\.)?instagram\.com\/[A-Za-z0-9._]{1,30}\/?)$/

type SubmissionText = Pick<Messages, 'forms' | 'submission'>

const genders = (text: SubmissionText['submission']): readonly SelectOption[] => [
  { label: text.genderWoman, value: 'woman' },
  { label: text.genderMan, value: 'man' },
  { label: text.genderNonBinary, value: 'non-binary' },
  { label: text.genderNotSaid, value: 'not-said' },
]

function fields(
  offices: readonly SelectOption[],
  { forms, submission: text }: SubmissionText,
  maxPhotoBytes: number,
) {
  const counts = { min: MIN_PHOTOS, max: MAX_PHOTOS }
  return {
    ...senderFields(forms),
    phone: {
      type: 'tel',
      label: forms.phone,
      validation: [['required'], ['matches', PHONE_PATTERN]],
      autoComplete: 'tel',
    },
    dateOfBirth: {
      type: 'date',
      label: text.dateOfBirth,
      validation: 'required|date_after:1900-01-01|date_before',
      autoComplete: 'bday',
    },
    gender: {
      type: 'select',
      label: text.gender,
      placeholder: text.genderPlaceholder,
      options: genders(text),
      validation: 'required',
    },
    location: officeField(forms, offices, text.officeHelp),
    town: {
      type: 'text',
      label: text.town,
      validationLabel: text.townName,
      validation: 'required|length:2,80',
      autoComplete: 'address-level2',
    },
    height: {
      type: 'number',
      label: text.height,
      validationLabel: text.heightName,
      validation: 'required|number|between:100,230',
    },
    bust: {
      type: 'number',
      label: text.bust,
      validationLabel: text.bustName,
      validation: 'number|between:50,200',
    },
    waist: {
      type: 'number',
      label: text.waist,
      validationLabel: text.waistName,
      validation: 'number|between:40,200',
    },
    hips: {
      type: 'number',
      label: text.hips,
      validationLabel: text.hipsName,
      validation: 'number|between:50,200',
    },
    shoe: {
      type: 'number',
      label: text.shoe,
      validationLabel: text.shoeName,
      validation: 'number|between:25,52',
    },
    instagram: {
      type: 'text',
      label: text.instagram,
      validationLabel: text.instagramName,
      help: text.instagramHelp,
      validation: [['matches', INSTAGRAM]],
    },
    message: {
      type: 'textarea',
      label: text.message,
      validationLabel: text.messageName,
      validation: 'length:0,2000',
    },
    photos: {
      type: 'file',
      label: text.photos,
      validationLabel: text.photosName,
      accept: PHOTO_TYPES,
      multiple: true,
      validation: `required|min:${MIN_PHOTOS}|max:${MAX_PHOTOS}`,
      // FormKit's "Photos is required." and "Cannot have fewer than 2 photos." say neither how
      // many are wanted nor what to do.
      validationMessages: {
        required: fill(text.photosRequired, counts),
        min: fill(text.photosTooFew, counts),
        max: fill(text.photosTooMany, counts),
      },
      help: fill(text.photosHelp, {
        ...counts,
        size: Math.floor(maxPhotoBytes / (1024 * 1024)),
      }),
    },
    consent: consentField(forms, text.consentPurpose),
  } as const
}

// The same fields in both schemas, so one form holds both; only the rules differ.
const guardianFields = (required: boolean, text: SubmissionText['submission']) =>
  ({
    guardianName: {
      type: 'text',
      label: text.guardianName,
      validationLabel: text.guardianNameName,
      validation: required ? 'required|length:2,100' : undefined,
    },
    guardianEmail: {
      type: 'email',
      label: text.guardianEmail,
      validation: required ? 'required|email' : 'email',
    },
    guardianConsent: {
      type: 'checkbox',
      label: text.guardianConsent,
      validationLabel: text.guardianConsentName,
      validation: required ? 'accepted' : undefined,
    },
  }) as const

export type SubmissionSchemas = ReturnType<typeof submissionSchemas>
export type SubmissionSchema = SubmissionSchemas['adult']
export type SubmissionValues = FormValues<SubmissionSchema>

/**
 * Both schemas for a list of offices (the locations staff keep in the CMS), labelled in the
 * language of `text`; `maxPhotoBytes` (SUBMISSION_MAX_PHOTO_BYTES) is named in the photos' help.
 */
export function submissionSchemas(
  offices: readonly SelectOption[],
  text: SubmissionText,
  maxPhotoBytes: number,
) {
  return {
    adult: defineFormSchema({
      ...fields(offices, text, maxPhotoBytes),
      ...guardianFields(false, text.submission),
    }),
    minor: defineFormSchema({
      ...fields(offices, text, maxPhotoBytes),
      ...guardianFields(true, text.submission),
    }),
  }
}

/** The schema for these values: the minor's when the date of birth says under 18. */
export function schemaFor(
  schemas: SubmissionSchemas,
  values: Readonly<Record<string, FieldValue | unknown>>,
  today: Date = new Date(),
): SubmissionSchema {
  const dateOfBirth = values.dateOfBirth
  return typeof dateOfBirth === 'string' && isMinor(dateOfBirth, today)
    ? schemas.minor
    : schemas.adult
}

/** Is someone born on this day (YYYY-MM-DD) younger than 18 today? An unreadable date is not. */
export function isMinor(dateOfBirth: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const born = Date.UTC(year, month - 1, day)
  if (Number.isNaN(born) || born > today.getTime()) return false
  const adultFrom = Date.UTC(year + MINOR_AGE, month - 1, day)
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return todayUtc < adultFrom
}
