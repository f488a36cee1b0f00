import { TalentGrid } from '@/features/books/talent-grid'
import { getBookTalents } from '@/lib/data/content'
import type { TalentGridBlock as TalentGridBlockData } from '@/payload-types'

import styles from './blocks.module.css'
import { requestLocale } from '@/lib/i18n/server'

export async function TalentGridBlock({
  block,
  first,
}: {
  block: TalentGridBlockData
  first: boolean
}) {
  const book = typeof block.book === 'object' ? block.book : null
  if (!book) return null
  const locale = await requestLocale()
  const talents = (await getBookTalents(locale, book.slug)).slice(0, block.limit ?? 8)
  return (
    <section className={styles.section}>
      <h2>{block.heading}</h2>
      <TalentGrid locale={locale} bookSlug={book.slug} talents={talents} opensPage={first} />
    </section>
  )
}
