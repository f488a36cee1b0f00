import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
} from 'payload'

/** Staff passwords: long, not one kind of character, not the account's own email address. */
export const PASSWORD_MIN_LENGTH = 12
/** Hashing cost grows with length; nobody types more. */
export const PASSWORD_MAX_LENGTH = 256

export const PASSWORD_MESSAGES = {
  tooShort: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  // No colon: the admin's error toast turns whatever follows a colon into a list.
  oneKind:
    'The password needs characters of at least two kinds (lower-case letters, capitals, digits, symbols).',
  email: 'The password must not be your email address or its name part.',
} as const

/** The rule as staff read it beside every password field, before they type. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, of at least two kinds (lower-case letters, capitals, digits, symbols), and not your email address.`

const KINDS = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u]

/** The first rule `password` breaks, as the message staff see, or null when it is strong enough. */
export function passwordProblem(password: string, email?: string | null): string | null {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong
  if (KINDS.filter((kind) => kind.test(password)).length < 2) return PASSWORD_MESSAGES.oneKind
  if (email) {
    const given = password.trim().toLowerCase()
    const address = email.trim().toLowerCase()
    if (given === address || given === address.split('@')[0]) return PASSWORD_MESSAGES.email
  }
  return null
}

/**
 * A 400 in the shape of a validation error, so the message sits on the password field; its own
 * message is the reason, because the admin collapses the password fields after a save and shows
 * only the toast (a ValidationError's toast says no more than "invalid: password").
 */
function enforce(password: unknown, email: unknown, collection: string): void {
  if (typeof password !== 'string') return
  const problem = passwordProblem(password, typeof email === 'string' ? email : null)
  if (!problem) return
  const errors = [{ path: 'password', message: problem }]
  throw new APIError(problem, 400, { collection, errors }, true)
}

/** Account creation (the first user's sign-up too) and every password change in the admin. */
export const checkPasswordOnSave: CollectionBeforeValidateHook = ({
  data,
  originalDoc,
  collection,
}) => {
  enforce(data?.password, data?.email ?? originalDoc?.email, collection.slug)
  return data
}

/** A reset by emailed token goes around the save hooks. */
export const checkPasswordOnReset: CollectionBeforeOperationHook = async ({
  args,
  operation,
  collection,
  req,
}) => {
  if (operation !== 'resetPassword') return args
  const data = (args as { data?: { password?: unknown; token?: unknown } }).data
  if (typeof data?.password !== 'string') return args
  const owner =
    typeof data.token === 'string'
      ? await req.payload.db.findOne<{ id: number; email?: string }>({
          collection: collection.slug,
          where: { resetPasswordToken: { equals: data.token } },
          req,
        })
      : null
  enforce(data.password, owner?.email, collection.slug)
  return args
}
