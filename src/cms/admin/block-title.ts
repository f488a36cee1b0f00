import { firstWords } from './first-words'

/**
 * What a page block's row in the admin reads when collapsed: its kind and its content
 * ("Hero: Faces first", "Rich text: Our agency was founded…"), never "Untitled".
 * The content is the block's heading, else the first words of its rich text.
 */
export function blockTitle(kind: string, block: Record<string, unknown> | undefined): string {
  const content =
    (typeof block?.heading === 'string' ? block.heading.trim() : '') ||
    firstWords(plainText(block?.content))
  return content ? `${kind}: ${content}` : kind
}

/** The text of a rich-text (Lexical) value: every text node, in order. */
export function plainText(node: unknown): string {
  if (typeof node !== 'object' || node === null) return ''
  if ('text' in node && typeof node.text === 'string') return node.text
  const children = 'root' in node ? [node.root] : 'children' in node ? node.children : []
  return Array.isArray(children) ? children.map(plainText).filter(Boolean).join(' ') : ''
}
