import type { ShortlistTalent } from '@/lib/data/types'

/** "Ana, Ben and Cleo" / "Ana, Ben, Cleo and 4 more": names for a title, kept short. */
export function talentNames(talents: readonly Pick<ShortlistTalent, 'name'>[], shown = 3): string {
  const names = talents.map((talent) => talent.name)
  if (names.length <= shown) return names.join(', ').replace(/, ([^,]*)$/, ' and $1')
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`
}
