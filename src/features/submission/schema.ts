/**
 * The application form's fields and rules, read by the browser (feedback) and the route (for real).
 * An applicant under 18 gets a second schema with the guardian's fields required: FormKit's rules
 * cannot say "required if", so both sides pick the schema from the date of birth (schemaFor).
 */
import {
  defineFormSchema,
  type FieldValue,
  type FormValues,
  type SelectOption,
} from '@/features/forms/schema'
import { consentField, officeField, senderFields } from '@/features/forms/common-fields'
import { PHONE_PATTERN } from '@/features/forms/patterns'

import { MAX_PHOTOS, MINOR_AGE, MIN_PHOTOS } from './constants'

export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif'

const INSTAGRAM =
  /^(@?[A-Za-z0-9._]{1,30}|https:\/\/(www\.)?instagram\.com\/[A-Za-z0-9._]{1,30}\/?)$/

const GENDERS: readonly SelectOption[] = [
  { label: 'Woman', value: 'woman' },
  { label: 'Man', value: 'man' },
  { label: 'Non-binary', value: 'non-binary' },
  { label: 'Prefer not to say', value: 'not-said' },
]

function fields(offices: readonly SelectOption[]) {
  return {
    ...senderFields,
    phone: {
      type: 'tel',
      label: 'Phone',
      validation: [['required'], ['matches', PHONE_PATTERN]],
      autoComplete: 'tel',
    },
    dateOfBirth: {
      type: 'date',
      label: 'Date of birth',
      validation: 'required|date_after:1900-01-01|date_before',
      autoComplete: 'bday',
    },
    gender: {
      type: 'select',
      label: 'Gender',
      placeholder: 'Choose one',
      options: GENDERS,
      validation: 'required',
    },
    location: officeField(offices, 'The office nearest to you.'),
    town: {
      type: 'text',
      label: 'Town or city you live in',
      validationLabel: 'Town',
      validation: 'required|length:2,80',
      autoComplete: 'address-level2',
    },
    height: {
      type: 'number',
      label: 'Height (cm)',
      validationLabel: 'Height',
      validation: 'required|number|between:100,230',
    },
    bust: {
      type: 'number',
      label: 'Bust or chest (cm)',
      validationLabel: 'Bust or chest',
      validation: 'number|between:50,200',
    },
    waist: {
      type: 'number',
      label: 'Waist (cm)',
      validationLabel: 'Waist',
      validation: 'number|between:40,200',
    },
    hips: {
      type: 'number',
      label: 'Hips (cm)',
      validationLabel: 'Hips',
      validation: 'number|between:50,200',
    },
    shoe: {
      type: 'number',
      label: 'Shoe size (EU)',
      validationLabel: 'Shoe size',
      validation: 'number|between:25,52',
    },
    instagram: {
      type: 'text',
      label: 'Instagram (optional)',
      validationLabel: 'Instagram',
      help: 'Your @handle or profile link.',
      validation: [['matches', INSTAGRAM]],
    },
    message: {
      type: 'textarea',
      label: 'Anything else we should know? (optional)',
      validationLabel: 'Message',
      validation: 'length:0,2000',
    },
    photos: {
      type: 'file',
      label: 'Photos',
      validationLabel: 'photos',
      accept: PHOTO_TYPES,
      multiple: true,
      validation: `required|min:${MIN_PHOTOS}|max:${MAX_PHOTOS}`,
      help: 'Two to six recent photos without make-up or filters: a head shot, a full-length shot and a profile. JPEG, PNG, WebP or HEIC, up to 15 MB each.',
    },
    consent: consentField('and photos to assess my application'),
  } as const
}

// The same fields in both schemas, so one form holds both; only the rules differ.
const guardianFields = (required: boolean) =>
  ({
    guardianName: {
      type: 'text',
      label: 'Parent or guardian’s full name',
      validationLabel: 'Parent or guardian’s name',
      validation: required ? 'required|length:2,100' : undefined,
    },
    guardianEmail: {
      type: 'email',
      label: 'Parent or guardian’s email',
      validation: required ? 'required|email' : 'email',
    },
    guardianConsent: {
      type: 'checkbox',
      label: 'I am the applicant’s parent or guardian and I consent to this application.',
      validationLabel: 'guardian’s consent',
      validation: required ? 'accepted' : undefined,
    },
  }) as const

export type SubmissionSchemas = ReturnType<typeof submissionSchemas>
export type SubmissionSchema = SubmissionSchemas['adult']
export type SubmissionValues = FormValues<SubmissionSchema>

/** Both schemas for a list of offices (the locations staff keep in the CMS). */
export function submissionSchemas(offices: readonly SelectOption[]) {
  return {
    adult: defineFormSchema({ ...fields(offices), ...guardianFields(false) }),
    minor: defineFormSchema({ ...fields(offices), ...guardianFields(true) }),
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
