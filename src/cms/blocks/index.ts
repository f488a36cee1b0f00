import { CallToActionBlock } from './call-to-action/config'
import { ContactFormBlock } from './contact-form/config'
import { FaqListBlock } from './faq-list/config'
import { GalleryBlock } from './gallery/config'
import { HeroBlock } from './hero/config'
import { LocationCardBlock } from './location-card/config'
import { PaymentFormBlock } from './payment-form/config'
import { RichTextBlock } from './rich-text/config'
import { SubmissionFormBlock } from './submission-form/config'
import { TalentGridBlock } from './talent-grid/config'
import { VideoBannerBlock } from './video-banner/config'

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
