import localFont from 'next/font/local'

/**
 * The site's two typefaces, from the @fontsource packages (which the PDF and image code read too,
 * lib/fonts/font.ts), through next/font (decision 0030). Until a face arrives its text is set in
 * a local font whose metrics Next adjusts to it, so the swap moves nothing. Not preloaded: the
 * four files (97 KB) would then arrive before the first paint, with the bytes the largest text
 * waits for on a slow phone, where now they follow it. globals.css reads the variables.
 *
 * Each face comes in the two subsets that cover the site's languages (decision 0052): `latin`
 * (ASCII and Latin-1: every letter of English and Spanish) and `latin-ext` (the rest of the Latin
 * script: names such as "Łukasz" or "Dvořák" that staff type). next/font cannot give a unicode-range
 * to one file of a family, so latin-ext is a family of its own, first in the stack, with
 * the range fontsource gives it (written out in each call: next/font reads literals only): a
 * browser downloads it only for a page that uses its letters.
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

export const textFontExt = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/inter/files/inter-latin-ext-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../node_modules/@fontsource/inter/files/inter-latin-ext-500-normal.woff2',
      weight: '500',
    },
  ],
  variable: '--font-inter-ext',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
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

export const displayFontExt = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-ext-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-ext-500-italic.woff2',
      weight: '500',
      style: 'italic',
    },
  ],
  variable: '--font-cormorant-ext',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
})

/** On <html>: defines the variables globals.css sets its font stacks from. */
export const fontVariables = [textFont, textFontExt, displayFont, displayFontExt]
  .map((font) => font.variable)
  .join(' ')
