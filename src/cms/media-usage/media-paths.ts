/**
 * Where the content model points at pictures: every upload or relationship field to `media`, in
 * every collection and global, by its query path (`portfolio.image`, `layout.image`). Read from
 * the configuration, so a field added later is found without a list to keep up to date.
 */
import type { FlattenedField } from 'payload'

/** The query paths of the fields under `fields` that hold a media id, prefixed by `prefix`. */
export function mediaPaths(fields: readonly FlattenedField[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    const path = `${prefix}${field.name}`
    switch (field.type) {
      case 'upload':
      case 'relationship':
        return field.relationTo === 'media' ? [path] : []
      case 'array':
      case 'group':
      case 'tab':
        return mediaPaths(field.flattenedFields, `${path}.`)
      case 'blocks':
        // One path per field name: a query on `layout.image` looks in every block that has one.
        return [
          ...new Set(
            (field.blocks ?? []).flatMap((block) =>
              typeof block === 'string' ? [] : mediaPaths(block.flattenedFields, `${path}.`),
            ),
          ),
        ]
      default:
        return []
    }
  })
}

type Data = Record<string, unknown>

/** The ids a document holds at a query path, through its arrays and blocks. */
export function idsAt(value: unknown, path: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => idsAt(item, path))
  if (path === '') {
    if (value && typeof value === 'object' && 'id' in value) return [(value as Data).id]
    return value === null || value === undefined ? [] : [value]
  }
  if (!value || typeof value !== 'object') return []
  const [name = '', ...rest] = path.split('.')
  return idsAt((value as Data)[name], rest.join('.'))
}
