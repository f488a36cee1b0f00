import type { Block, Field, Tab } from 'payload'

/**
 * Every media id a document names: its upload fields, at any depth of groups, rows, tabs,
 * arrays and blocks, and the pictures placed in its rich text. Read from the document as Payload
 * returns it with `locale: 'all'`, so a localized field is a value per language and every
 * language counts. Ids or populated documents alike.
 */
export function mediaIdsIn(
  fields: readonly Field[],
  data: unknown,
  into: Set<number> = new Set(),
): Set<number> {
  if (!isRecord(data)) return into
  for (const field of fields) visitField(field, data, into)
  return into
}

/** Whether any field of these, at any depth, can name media. */
export function canNameMedia(fields: readonly Field[]): boolean {
  return fields.some((field) => {
    switch (field.type) {
      case 'upload':
        return namesMedia(field.relationTo)
      case 'richText':
        return true
      case 'tabs':
        return field.tabs.some((tab) => canNameMedia(tab.fields))
      case 'blocks':
        return (field.blocks as Block[]).some((block) => canNameMedia(block.fields))
      default:
        return 'fields' in field && canNameMedia(field.fields)
    }
  })
}

type Data = Record<string, unknown>

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const namesMedia = (relationTo: string | string[]) =>
  Array.isArray(relationTo) ? relationTo.includes('media') : relationTo === 'media'

function visitField(field: Field, data: Data, into: Set<number>): void {
  if (field.type === 'tabs') {
    for (const tab of field.tabs) visitTab(tab, data, into)
    return
  }
  if (!('name' in field)) {
    // A row or a collapsible: its fields sit on the same level.
    if ('fields' in field) mediaIdsIn(field.fields, data, into)
    return
  }
  const value = data[field.name]
  const localized = 'localized' in field && field.localized === true
  for (const one of localized && isRecord(value) ? Object.values(value) : [value])
    visitValue(field, one, into)
}

function visitTab(tab: Tab, data: Data, into: Set<number>): void {
  if (!('name' in tab) || !tab.name) {
    mediaIdsIn(tab.fields, data, into)
    return
  }
  const value = data[tab.name]
  for (const one of tab.localized && isRecord(value) ? Object.values(value) : [value])
    mediaIdsIn(tab.fields, one, into)
}

function visitValue(field: Field, value: unknown, into: Set<number>): void {
  switch (field.type) {
    case 'upload':
      if (!namesMedia(field.relationTo)) return
      for (const one of Array.isArray(value) ? value : [value]) {
        // Polymorphic uploads hold `{ relationTo, value }`.
        const target = isRecord(one) && 'relationTo' in one ? one : undefined
        if (target && target.relationTo !== 'media') continue
        addId(target ? target.value : one, into)
      }
      return
    case 'group':
      mediaIdsIn(field.fields, value, into)
      return
    case 'array':
      if (Array.isArray(value)) for (const row of value) mediaIdsIn(field.fields, row, into)
      return
    case 'blocks':
      if (!Array.isArray(value)) return
      for (const row of value) {
        const block = (field.blocks as Block[]).find(
          (candidate) => isRecord(row) && candidate.slug === row.blockType,
        )
        if (block) mediaIdsIn(block.fields, row, into)
      }
      return
    case 'richText':
      richTextMedia(value, into)
      return
    default:
      return
  }
}

/** Lexical's upload nodes: `{ type: 'upload', relationTo: 'media', value }`, at any depth. */
function richTextMedia(node: unknown, into: Set<number>): void {
  if (Array.isArray(node)) {
    for (const child of node) richTextMedia(child, into)
    return
  }
  if (!isRecord(node)) return
  if (node.type === 'upload' && node.relationTo === 'media') addId(node.value, into)
  if (isRecord(node.root)) richTextMedia(node.root, into)
  if (Array.isArray(node.children)) richTextMedia(node.children, into)
}

function addId(value: unknown, into: Set<number>): void {
  const id = isRecord(value) ? value.id : value
  if (typeof id === 'number') into.add(id)
}
