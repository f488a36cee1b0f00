import type { Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/messages/en'

type ServerErrorTexts = Pick<
  Messages['errors'],
  'serverErrorHeading' | 'serverErrorText' | 'goHome'
>

/**
 * The last-resort screen's own texts (app/global-error.tsx): it renders outside the layout that
 * provides the page's catalogue, and importing the catalogues would ship every language to the
 * browser. The catalogues' `errors` words, kept equal by tests/unit/i18n/catalogues.test.ts.
 */
export const GLOBAL_ERROR_TEXTS: Record<Locale, ServerErrorTexts> = {
  en: {
    serverErrorHeading: 'Oops!',
    serverErrorText:
      'Our server is having a bad day, and we are fixing it. Please try again in a few minutes.',
    goHome: 'Go to Home',
  },
  es: {
    serverErrorHeading: '¡Vaya!',
    serverErrorText:
      'Nuestro servidor está teniendo un mal día y ya lo estamos arreglando. Vuelve a intentarlo dentro de unos minutos.',
    goHome: 'Ir al inicio',
  },
}
