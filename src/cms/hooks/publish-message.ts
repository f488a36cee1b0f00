import type { CollectionAfterOperationHook, CollectionConfig } from 'payload'

/** What the admin's toast says after a save, by what the save did (Payload says "Updated"). */
const SAID = { published: 'Published', unpublished: 'Unpublished' } as const

/**
 * A publish says "Published", an unpublish "Unpublished", not Payload's "Updated successfully".
 * Payload's update endpoint words its answer with `req.t('general:updatedSuccessfully')` after
 * the operation, and the admin shows that message; so this request's translation gives our
 * word for that key. Draft saves keep Payload's "Draft saved successfully."
 */
const sayWhatHappened: CollectionAfterOperationHook = ({ args, operation, req, result }) => {
  if (operation !== 'updateByID' || (args as { draft?: boolean }).draft) return result
  const status = (result as { _status?: unknown } | undefined)?._status
  const said =
    status === 'published' ? SAID.published : status === 'draft' ? SAID.unpublished : null
  if (!said) return result
  const translate = req.t
  req.t = ((key: string, ...rest: unknown[]) =>
    key === 'general:updatedSuccessfully'
      ? said
      : (translate as (key: string, ...rest: unknown[]) => string)(key, ...rest)) as typeof req.t
  return result
}

/** The collection, its publishes and unpublishes named so in the admin (drafts only). */
export function withPublishMessage(collection: CollectionConfig): CollectionConfig {
  if (!(typeof collection.versions === 'object' && collection.versions.drafts)) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, afterOperation: [...(hooks.afterOperation ?? []), sayWhatHappened] },
  }
}
