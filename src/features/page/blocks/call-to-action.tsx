import { ActionLink } from '@/features/page/action-link'
import type { CallToActionBlock as CallToActionBlockData } from '@/payload-types'

import styles from './blocks.module.css'

export function CallToActionBlock({ block }: { block: CallToActionBlockData }) {
  return (
    <section className={styles.callToAction}>
      <h2>{block.heading}</h2>
      {block.text && <p>{block.text}</p>}
      <ActionLink link={block.link} />
    </section>
  )
}
