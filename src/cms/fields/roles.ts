/**
 * Staff roles, as the users' role field and the invitation form offer them (cms/access says what
 * each may do). Imports nothing: the admin's invitation form runs in the browser.
 */
export const ROLES = [
  { label: 'Admin (everything, including staff accounts)', value: 'admin' },
  { label: 'Editor (content and inbox)', value: 'editor' },
  { label: 'Booker (inbox; reads content but cannot change it)', value: 'booker' },
] as const

export type Role = (typeof ROLES)[number]['value']

export const isRole = (value: unknown): value is Role => ROLES.some((role) => role.value === value)
