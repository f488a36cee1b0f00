/** Links that open the visitor's phone or mail program. */

/** `tel:` with the digits and a leading + only: '+1 (310) 555-0142' → 'tel:+13105550142'. */
export function telHref(phone: string): string {
  const international = phone.trim().startsWith('+')
  return `tel:${international ? '+' : ''}${phone.replace(/\D/g, '')}`
}

export const mailtoHref = (email: string): string => `mailto:${email.trim()}`
