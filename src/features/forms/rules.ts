/**
 * The validation rules a form may use: exactly the list of spec section 5, taken from
 * @formkit/rules. Importing them by name keeps the rest of FormKit's rules out of the bundle.
 */
import type { FormKitValidationRules } from '@formkit/validation'
import {
  accepted,
  alpha,
  alpha_spaces,
  alphanumeric,
  between,
  confirm,
  contains_alpha,
  contains_lowercase,
  contains_numeric,
  contains_symbol,
  contains_uppercase,
  date_after,
  date_before,
  date_between,
  date_format,
  email,
  ends_with,
  is,
  length,
  lowercase,
  matches,
  max,
  min,
  not,
  number,
  require_one,
  required,
  starts_with,
  symbol,
  uppercase,
  url,
} from '@formkit/rules'

export const FORM_RULES = {
  accepted,
  alpha,
  alpha_spaces,
  alphanumeric,
  between,
  confirm,
  contains_alpha,
  contains_lowercase,
  contains_numeric,
  contains_symbol,
  contains_uppercase,
  date_after,
  date_before,
  date_between,
  date_format,
  email,
  ends_with,
  is,
  length,
  lowercase,
  matches,
  max,
  min,
  not,
  number,
  require_one,
  required,
  starts_with,
  symbol,
  uppercase,
  url,
} satisfies FormKitValidationRules

export type RuleName = keyof typeof FORM_RULES

export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(FORM_RULES, name)
}
