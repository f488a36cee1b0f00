import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { canonicalList, pageOrder, reorderPages } from '@/features/shortlist/package-order'

/** A PDF of one page per word, each page showing its word, as react-pdf writes a package. */
const pdfOf = (words: string[]) =>
  renderToBuffer(
    createElement(
      Document,
      { title: 'Package' },
      ...words.map((word) => createElement(Page, { key: word }, createElement(Text, null, word))),
    ),
  )

/** The page objects of the PDF's page tree, in page order. */
const pageRefs = (pdf: Buffer) =>
  /\/Type \/Pages\n\/Count \d+\n\/Kids \[([^\]]*)\]/
    .exec(pdf.toString('latin1'))![1]!
    .match(/\d+ \d+ R/g)!

describe('the canonical list of a shortlist package', () => {
  it('is the same key for the same talents in any order, each once', () => {
    const key = canonicalList(['mila-ross', 'ana-lee', 'zoe-kim']).join(',')
    expect(key).toBe('ana-lee,mila-ross,zoe-kim')
    expect(canonicalList(['zoe-kim', 'mila-ross', 'ana-lee', 'zoe-kim']).join(',')).toBe(key)
    expect(canonicalList(['ana-lee', 'zoe-kim']).join(',')).not.toBe(key)
  })
})

describe('pageOrder', () => {
  it('puts the pages in the visitor’s order; a page the order misses goes last', () => {
    expect(pageOrder(['ana', 'ben', 'cleo'], ['cleo', 'ana', 'ben'])).toEqual([2, 0, 1])
    expect(pageOrder(['ana', 'ben', 'cleo'], ['ben', 'gone', 'ana'])).toEqual([1, 0, 2])
  })
})

describe('reorderPages', () => {
  it('reorders the page tree only, keeping the file’s length and every other byte', async () => {
    const pdf = await pdfOf([
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
    ])
    const refs = pageRefs(pdf)
    const order = [10, 3, 0, 7, 1, 2, 9, 4, 8, 5, 6]
    const reordered = reorderPages(pdf, order)
    expect(pageRefs(reordered)).toEqual(order.map((index) => refs[index]))
    expect(reordered.length).toBe(pdf.length)
    const differing = [...pdf.keys()].filter((index) => pdf[index] !== reordered[index])
    const tree = pdf.toString('latin1').indexOf('/Kids [')
    expect(Math.min(...differing)).toBeGreaterThan(tree)
    expect(Math.max(...differing)).toBeLessThan(tree + 7 + refs.join(' ').length)
    expect(reorderPages(reordered, [2, 4, 5, 1, 7, 9, 10, 3, 8, 6, 0]).equals(pdf)).toBe(true)
  })

  it('refuses an order that is not one of the pages', async () => {
    const pdf = await pdfOf(['one', 'two'])
    expect(() => reorderPages(pdf, [0])).toThrow()
    expect(() => reorderPages(pdf, [0, 0])).toThrow()
    expect(() => reorderPages(pdf, [0, 2])).toThrow()
    expect(() => reorderPages(Buffer.from('%PDF-1.3 nothing'), [0])).toThrow()
  })
})
