import { FaqEntries } from '@/features/faq/faq-entries'
import { getFaqs } from '@/lib/data/agency'
import type { FaqListBlock as FaqListBlockData } from '@/payload-types'

import styles from './blocks.module.css'
import { requestLocale } from '@/lib/i18n/server'

export async function FaqListBlock({ block }: { block: FaqListBlockData }) {
  const faqs = await getFaqs(await requestLocale())
  return (
    <section className={styles.section}>
      {block.heading && <h2>{block.heading}</h2>}
      <FaqEntries faqs={faqs} className={styles.faqs} />
    </section>
  )
}
