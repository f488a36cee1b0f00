import { RichText } from '@payloadcms/richtext-lexical/react'

import type { RichTextBlock as RichTextBlockData } from '@/payload-types'

import styles from './blocks.module.css'

export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  return <RichText data={block.content} className={styles.prose} />
}
