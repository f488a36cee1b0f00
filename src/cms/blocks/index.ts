import type { Block } from 'payload'
import { toWords } from 'payload/shared'

import { CallToActionBlock } from './call-to-action'
import { ContactFormBlock } from './contact-form'
import { FaqListBlock } from './faq-list'
import { GalleryBlock } from './gallery'
import { HeroBlock } from './hero'
import { LocationCardBlock } from './location-card'
import { PaymentFormBlock } from './payment-form'
import { RichTextBlock } from './rich-text'
import { SubmissionFormBlock } from './submission-form'
import { TalentGridBlock } from './talent-grid'
import { VideoBannerBlock } from './video-banner'

/** A block's row in the admin is titled by its kind and content (see cms/admin/block-title). */
const titledByContent = (block: Block): Block => {
  const kind =
    typeof block.labels?.singular === 'string' ? block.labels.singular : toWords(block.slug)
  return {
    ...block,
    admin: {
      ...block.admin,
      components: {
        ...block.admin?.components,
        Label: { path: '@/cms/admin/row-labels.client#BlockRowLabel', clientProps: { kind } },
      },
    },
  }
}

/** Every block a page can hold, in the order staff see them in the admin. */
export const pageBlocks = [
  HeroBlock,
  VideoBannerBlock,
  RichTextBlock,
  GalleryBlock,
  TalentGridBlock,
  FaqListBlock,
  CallToActionBlock,
  LocationCardBlock,
  SubmissionFormBlock,
  PaymentFormBlock,
  ContactFormBlock,
].map(titledByContent)
