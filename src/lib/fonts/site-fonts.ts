import localFont from 'next/font/local'

/**
 * The site's two typefaces, from the @fontsource packages (which the PDF and image code read too,
 * lib/fonts/font.ts), through next/font (decision 0030). Until a face arrives its text is set in
 * a local font whose metrics Next adjusts to it, so the swap moves nothing. Not preloaded: the
 * four files (97 KB) would then arrive before the first paint, with the bytes the largest text
 * waits for on a slow phone, where now they follow it. globals.css reads the variables.
 */
export const textFont = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2',
      weight: '500',
    },
  ],
  variable: '--font-inter',
  preload: false,
  adjustFontFallback: 'Arial',
})

export const displayFont = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2',
      weight: '500',
      style: 'italic',
    },
  ],
  variable: '--font-cormorant',
  preload: false,
  adjustFontFallback: 'Times New Roman',
})

/** On <html>: defines the variables globals.css sets its font stacks from. */
export const fontVariables = `${textFont.variable} ${displayFont.variable}`
