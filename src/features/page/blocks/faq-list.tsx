import { getFaqs } from '@/lib/data/agency'
import type { FaqListBlock as FaqListBlockData } from '@/payload-types'

import styles from './blocks.module.css'

export async function FaqListBlock({ block }: { block: FaqListBlockData }) {
  const faqs = await getFaqs()
  return (
    <section className={styles.section}>
      {block.heading && <h2>{block.heading}</h2>}
      <dl className={styles.faqs}>
        {faqs.map((faq) => (
          <div key={faq.id}>
            <dt>{faq.question}</dt>
            <dd>{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
