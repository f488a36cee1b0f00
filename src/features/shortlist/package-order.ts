/**
 * A shortlist package is made once per set of talents, whatever their order: its cache key is
 * the canonical list, and the visitor's order is restored by reordering the cached PDF's pages.
 * A list in another order is then a cache hit, and a visitor cannot make renders (or cache
 * entries) by shuffling one list.
 */

/** The cache key of a package: the slugs sorted, each once. */
export const canonicalList = (slugs: readonly string[]): string[] => [...new Set(slugs)].sort()

/**
 * The page indexes of `order` in a package whose pages show `pages`, one talent each: the
 * talents of `order` that have a page, in `order`'s order, then any page `order` does not name.
 */
export function pageOrder(pages: readonly string[], order: readonly string[]): number[] {
  const wanted = order.map((slug) => pages.indexOf(slug)).filter((index) => index >= 0)
  const rest = pages.map((_, index) => index).filter((index) => !wanted.includes(index))
  return [...new Set(wanted), ...rest]
}

// react-pdf (pdfkit) writes one flat page tree, uncompressed, after the pages themselves.
const PAGE_TREE = '/Type /Pages\n'
const KIDS = /^\/Count (\d+)\n\/Kids \[([^\]]*)\]/

/**
 * The same PDF with its pages in `order` (page indexes). Only the page tree's list of page
 * references changes, and a permutation of those references takes exactly as many bytes, so
 * every offset in the cross-reference table stays right and the file needs no rewriting.
 */
export function reorderPages(pdf: Buffer, order: readonly number[]): Buffer {
  const tree = pdf.lastIndexOf(PAGE_TREE)
  const start = tree + PAGE_TREE.length
  const match = tree < 0 ? null : KIDS.exec(pdf.toString('latin1', start, start + 64 + 16 * 1024))
  if (!match) throw new Error('No page tree found in the PDF')
  const kids = match[2]!.match(/\d+ \d+ R/g) ?? []
  const valid =
    match[2] === kids.join(' ') &&
    kids.length === Number(match[1]) &&
    order.length === kids.length &&
    new Set(order).size === order.length &&
    order.every((index) => Number.isInteger(index) && index >= 0 && index < kids.length)
  if (!valid) throw new Error(`Cannot put ${kids.length} pages in the order ${order.join(',')}`)
  const reordered = Buffer.from(pdf)
  const at = start + match[0].length - match[2]!.length - 1
  reordered.write(order.map((index) => kids[index]).join(' '), at, 'latin1')
  return reordered
}
