import { CallToActionBlock } from '@/cms/blocks/call-to-action/component'
import { FaqListBlock } from '@/cms/blocks/faq-list/component'
import { GalleryBlock } from '@/cms/blocks/gallery/component'
import { HeroBlock } from '@/cms/blocks/hero/component'
import { LocationCardBlock } from '@/cms/blocks/location-card/component'
import { RichTextBlock } from '@/cms/blocks/rich-text/component'
import { SubmissionFormBlock } from '@/cms/blocks/submission-form/component'
import { TalentGridBlock } from '@/cms/blocks/talent-grid/component'
import { VideoBannerBlock } from '@/cms/blocks/video-banner/component'
import type { PageBlocks } from '@/lib/data/types'

type AnyBlock = PageBlocks[number]

function RenderBlock({ block, first }: { block: AnyBlock; first: boolean }) {
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
      return <TalentGridBlock block={block} />
    case 'faqList':
      return <FaqListBlock block={block} />
    case 'callToAction':
      return <CallToActionBlock block={block} />
    case 'locationCard':
      return <LocationCardBlock block={block} />
    case 'submissionForm':
      return <SubmissionFormBlock block={block} />
  }
}

/** A page's blocks in order; the first block holds the page's heading and its eager image. */
export function RenderBlocks({ blocks }: { blocks: PageBlocks }) {
  return blocks.map((block, index) => (
    <RenderBlock key={block.id ?? index} block={block} first={index === 0} />
  ))
}
