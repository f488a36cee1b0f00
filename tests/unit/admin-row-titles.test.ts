import { describe, expect, it } from 'vitest'

import { blockTitle } from '@/cms/admin/block-title'
import { firstWords } from '@/cms/admin/first-words'

describe('firstWords', () => {
  it('keeps a short text whole, on one line', () => {
    expect(firstWords('Two models\n for a  shoot.')).toBe('Two models for a shoot.')
  })

  it('cuts a long text after twelve words, with an ellipsis', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen'
    expect(firstWords(text)).toBe('one two three four five six seven eight nine ten eleven twelve…')
  })
})

describe('blockTitle', () => {
  const richText = (...paragraphs: string[]) => ({
    root: {
      type: 'root',
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        children: [{ type: 'text', text }],
      })),
    },
  })

  it('titles a block by its heading', () => {
    expect(blockTitle('Hero', { blockType: 'hero', heading: 'Faces first' })).toBe(
      'Hero: Faces first',
    )
  })

  it('titles a rich-text block by its first words, across paragraphs', () => {
    expect(
      blockTitle('Rich Text', { content: richText('Our agency', 'was founded in 1998.') }),
    ).toBe('Rich Text: Our agency was founded in 1998.')
  })

  it('falls back to the kind when there is no content yet', () => {
    expect(blockTitle('Gallery', { heading: '  ' })).toBe('Gallery')
    expect(blockTitle('Gallery', undefined)).toBe('Gallery')
  })
})
