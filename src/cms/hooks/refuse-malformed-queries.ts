import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type FlattenedField,
} from 'payload'

/**
 * Queries of the REST API (/cms/api) that the database would fail on answer 400 with the reason,
 * never 500: a page that is not a whole number (`page=1e20`, `1.5`, `Infinity`), a list where one
 * value belongs (`where[id][equals][0]=1`), a geographic operator on a field that is no point
 * (`where[slug][near]=1,2`), a date or a number that is neither (`greater_than=notadate`).
 * Paths Payload cannot resolve it refuses itself, with a 400. An id that is no number (the
 * database would fail on `/cms/api/talents/%00`) answers 404, as any unknown id does.
 */

/** Far beyond any list here (100 per page), well inside what an SQL OFFSET takes. */
export const MAX_PAGE = 100_000

const SCALAR = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])
const LIST = new Set(['in', 'not_in', 'all'])
const GEO = new Set(['near', 'within', 'intersects'])
const ORDERED = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

type Field = Pick<FlattenedField, 'name' | 'type'>

export class QueryRefusal extends APIError {
  // Payload picks the log level by name (payload.config's loggingLevels); a build minifies the
  // class's own.
  override name = 'QueryRefusal'
  constructor(message: string) {
    super(message, 400, null, true)
  }
}

/** Ids are numbers on both databases: `/cms/api/talents/%00` finds nothing, like any unknown id. */
const ID_PATTERN = /^[0-9]{1,15}$/

/** Throws for the first malformed part of a request's `id`, `page` and `where`. */
export function checkQuery(
  args: { id?: unknown; page?: unknown; where?: unknown },
  fields: readonly Field[],
) {
  const { id, page } = args
  if (id !== undefined && id !== null && !ID_PATTERN.test(String(id)))
    throw new APIError('Not Found', 404, null, true)
  if (page !== undefined && page !== null) {
    const number = typeof page === 'number' ? page : Number(page)
    if (!Number.isSafeInteger(number) || number < 1 || number > MAX_PAGE)
      throw new QueryRefusal(`page must be a whole number from 1 to ${MAX_PAGE}`)
  }
  if (args.where !== undefined && args.where !== null) checkWhere(args.where, fields)
}

function checkWhere(where: unknown, fields: readonly Field[]): void {
  if (!isRecord(where)) throw new QueryRefusal('where must be an object')
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const list = isRecord(condition) ? Object.values(condition) : condition
      if (!Array.isArray(list)) throw new QueryRefusal(`where[${key}] must be a list`)
      for (const part of list) checkWhere(part, fields)
      continue
    }
    if (!isRecord(condition)) throw new QueryRefusal(`where[${key}] needs an operator`)
    const field = fieldAt(key, fields)
    for (const [operator, value] of Object.entries(condition)) {
      checkCondition(key, field, operator, value)
    }
  }
}

function checkCondition(path: string, field: Field | undefined, operator: string, value: unknown) {
  const at = `where[${path}][${operator}]`
  if (GEO.has(operator)) {
    if (field?.type !== 'point') throw new QueryRefusal(`${at}: ${path} is not a point field`)
    return
  }
  if (operator === 'exists') {
    if (!['true', 'false', true, false].includes(value as string))
      throw new QueryRefusal(`${at} must be true or false`)
    return
  }
  if (!SCALAR.has(operator) && !LIST.has(operator))
    throw new QueryRefusal(`${at}: unknown operator ${operator}`)
  const values = LIST.has(operator)
    ? Array.isArray(value)
      ? value
      : String(value).split(',')
    : [value]
  for (const one of values) {
    if (one !== null && typeof one === 'object')
      throw new QueryRefusal(
        `${at} must be ${LIST.has(operator) ? 'a list of values' : 'one value'}`,
      )
    if (one === null || one === '' || !field) continue
    if (isNumeric(field) && !Number.isFinite(Number(one)))
      throw new QueryRefusal(`${at} must be a number`)
    if (field.type === 'date' && (SCALAR.has(operator) || LIST.has(operator)))
      if (Number.isNaN(new Date(String(one)).getTime()))
        throw new QueryRefusal(`${at} must be a date`)
  }
  if (ORDERED.has(operator) && field?.type === 'checkbox')
    throw new QueryRefusal(`${at}: ${path} cannot be compared`)
}

/** The top-level field a path names; nested paths are left to Payload. */
function fieldAt(path: string, fields: readonly Field[]): Field | undefined {
  if (path === 'id') return { name: 'id', type: 'number' }
  if (path.includes('.')) return undefined
  return fields.find((field) => field.name === path)
}

// Ids are numbers on both databases; a relationship to one collection holds its id.
const isNumeric = (field: Field) =>
  field.type === 'number' ||
  ((field.type === 'relationship' || field.type === 'upload') &&
    !Array.isArray((field as { relationTo?: unknown }).relationTo))

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every read, count, bulk update and bulk delete that arrives through the REST API. */
export const refuseMalformedQueries: CollectionBeforeOperationHook = ({
  args,
  collection,
  req,
}) => {
  if (req.payloadAPI !== 'REST') return args
  checkQuery(args as { id?: unknown; page?: unknown; where?: unknown }, collection.flattenedFields)
  return args
}

export function withQueryChecks(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [refuseMalformedQueries, ...(hooks.beforeOperation ?? [])],
    },
  }
}
