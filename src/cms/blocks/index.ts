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
]
