'use client'

import { FieldLabel } from '@payloadcms/ui'
import type { FieldLabelClientProps } from 'payload'

/**
 * A localized field's label without the language Payload adds to it ("Text — English"): for the
 * mail texts, whose fields staff find by their own name (the language shows in the locale menu
 * above the form).
 */
export function LabelWithoutLanguage({ field, path }: FieldLabelClientProps) {
  const label = field && 'label' in field ? field.label : undefined
  const required = field && 'required' in field ? field.required : false
  return <FieldLabel label={label || undefined} path={path} required={required} />
}
