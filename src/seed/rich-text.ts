/** Builds Lexical rich-text documents for the seed from plain strings. */

type TextNode = {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}
type BlockNode = {
  type: 'paragraph' | 'heading'
  tag?: 'h2' | 'h3'
  children: TextNode[]
  direction: 'ltr'
  format: ''
  indent: 0
  version: 1
  textFormat?: 0
}

export type RichTextDocument = {
  root: { type: 'root'; children: BlockNode[]; direction: 'ltr'; format: ''; indent: 0; version: 1 }
}

const text = (value: string): TextNode => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export const paragraph = (value: string): BlockNode => ({
  type: 'paragraph',
  children: [text(value)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
})

export const heading = (value: string, tag: 'h2' | 'h3' = 'h2'): BlockNode => ({
  type: 'heading',
  tag,
  children: [text(value)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
})

/** Strings become paragraphs; `## ` starts an h2 and `### ` an h3. */
export function richText(...lines: string[]): RichTextDocument {
  const children = lines.map((line) => {
    if (line.startsWith('### ')) return heading(line.slice(4), 'h3')
    if (line.startsWith('## ')) return heading(line.slice(3), 'h2')
    return paragraph(line)
  })
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } }
}
