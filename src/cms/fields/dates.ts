/**
 * A calendar day, shown with its year in forms and lists (Payload's day picker shows "Mar 04"
 * alone, and a polaroid or a birth date without its year says little).
 */
export const DAY_WITH_YEAR = { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } as const
