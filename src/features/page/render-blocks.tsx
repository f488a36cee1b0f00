import { CallToActionBlock } from './blocks/call-to-action'
import { ContactFormBlock } from './blocks/contact-form'
import { FaqListBlock } from './blocks/faq-list'
import { GalleryBlock } from './blocks/gallery'
import { HeroBlock } from './blocks/hero'
import { LocationCardBlock } from './blocks/location-card'
import { PaymentFormBlock } from './blocks/payment-form'
import { RichTextBlock } from './blocks/rich-text'
import { SubmissionFormBlock } from './blocks/submission-form'
import { TalentGridBlock } from './blocks/talent-grid'
import { VideoBannerBlock } from './blocks/video-banner'
import type { SearchParams } from '@/features/books/filters'
import type { PageBlocks } from '@/lib/data/types'

import styles from './blocks/blocks.module.css'

type AnyBlock = PageBlocks[number]

type BlockProps = { block: AnyBlock; first: boolean; searchParams: SearchParams }

function RenderBlock({ block, first, searchParams }: BlockProps) {
  switch (block.blockType) {
    case 'hero':
      return <HeroBlock block={block} first={first} />
    case 'videoBanner':
      return <VideoBannerBlock block={block} first={first} />
    case 'richText':
      return <RichTextBlock block={block} />
    case 'gallery':
      return <GalleryBlock block={block} />
    case 'talentGrid':
      return <TalentGridBlock block={block} first={first} />
    case 'faqList':
      return <FaqListBlock block={block} />
    case 'callToAction':
      return <CallToActionBlock block={block} />
    case 'locationCard':
      return <LocationCardBlock block={block} />
    case 'submissionForm':
      return <SubmissionFormBlock block={block} />
    case 'paymentForm':
      return <PaymentFormBlock block={block} searchParams={searchParams} />
    case 'contactForm':
      return <ContactFormBlock block={block} />
  }
}

/** The blocks that are forms: a text just before one says what the form is for. */
const FORM_BLOCKS = new Set<AnyBlock['blockType']>(['submissionForm', 'contactForm', 'paymentForm'])

/**
 * A page's blocks in order; the first block holds the page's heading and its eager image. The
 * query string reaches the blocks that read it (the payment form's return from Stripe). A text
 * followed by a form stands beside it where the screen is wide (apply, pay): the reader keeps
 * the text in view while filling the form in, and neither runs the page's whole width.
 */
export function RenderBlocks({
  blocks,
  searchParams,
}: {
  blocks: PageBlocks
  searchParams: SearchParams
}) {
  const rendered = blocks.map((block, index) => (
    <RenderBlock
      key={block.id ?? index}
      block={block}
      first={index === 0}
      searchParams={searchParams}
    />
  ))
  return rendered.flatMap((element, index) => {
    const block = blocks[index]!
    const next = blocks[index + 1]
    if (block.blockType === 'richText' && next && FORM_BLOCKS.has(next.blockType))
      return [
        <div key={`beside-${block.id ?? index}`} className={styles.besideForm}>
          {element}
          {rendered[index + 1]}
        </div>,
      ]
    const previous = blocks[index - 1]
    if (FORM_BLOCKS.has(block.blockType) && previous?.blockType === 'richText') return []
    return [element]
  })
}
