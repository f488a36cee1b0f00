import type { ShortlistTalent } from '@/lib/data/types'
import { fill } from '@/lib/i18n/format'
import type { Messages } from '@/lib/i18n/messages/en'

type NameWords = Pick<Messages['shortlist'], 'namesAnd' | 'namesAndMore'>

/**
 * "Ana, Ben and Cleo" / "Ana, Ben, Cleo and 4 more": names for a title, at most `shown` of them,
 * in the words of the page's language.
 */
export function talentNames(
  talents: readonly Pick<ShortlistTalent, 'name'>[],
  shown: number,
  words: NameWords,
): string {
  const names = talents.map((talent) => talent.name)
  if (names.length <= shown) {
    const last = names.pop()
    if (names.length === 0) return last ?? ''
    return fill(words.namesAnd, { names: names.join(', '), last: last! })
  }
  return fill(words.namesAndMore, {
    names: names.slice(0, shown).join(', '),
    count: names.length - shown,
  })
}
