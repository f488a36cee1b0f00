import type { Locale } from '../locales'
import { en, type Messages } from './en'
import { es } from './es'

export type { Messages } from './en'

/** Every language's catalogue. Server code only: the browser gets its page's own from the layout. */
export const catalogues: Record<Locale, Messages> = { en, es }
