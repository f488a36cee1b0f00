import type { SelectOption } from '@/features/forms/schema'
import type { Town } from '@/cms/fields/towns'

/** An office as the contact form offers it: its name, its slug (the value sent), its town. */
export type ContactOffice = SelectOption & { readonly town: Town }

/** The office of the visitor's town, which /contact preselects; undefined when there is none. */
export function officeForTown(offices: readonly ContactOffice[], town: Town): string | undefined {
  return offices.find((office) => office.town === town)?.value
}
