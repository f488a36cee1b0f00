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

/**
 * A page's blocks in order; the first block holds the page's heading and its eager image. The
 * query string reaches the blocks that read it (the payment form's return from Stripe).
 */
export function RenderBlocks({
  blocks,
  searchParams,
}: {
  blocks: PageBlocks
  searchParams: SearchParams
}) {
  return blocks.map((block, index) => (
    <RenderBlock
      key={block.id ?? index}
      block={block}
      first={index === 0}
      searchParams={searchParams}
    />
  ))
}
