import { readFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { gotoReady } from './support/shell'

/**
 * Every letter the site's texts use is drawn by the site's own typefaces (issue 33): a letter a
 * face lacks would be borrowed from another font, its accent misplaced or its shape foreign.
 * The letters come from the catalogues of both languages and the seeded Spanish content; each is
 * drawn in each face's font stack twice, once ending in a monospace fallback and once in a
 * cursive one. A letter the faces hold has the same width both times; one they lack takes each
 * fallback's own width. Measured in Chromium, after the faces have loaded for those letters.
 */

const SOURCES = [
  'src/lib/i18n/messages/en.ts',
  'src/lib/i18n/messages/es.ts',
  'src/seed/spanish.ts',
]

/** Every printable character of the sources (their code is ASCII, which every face holds). */
function lettersUsed(): string[] {
  const letters = new Set<string>()
  for (const file of SOURCES) {
    for (const char of readFileSync(file, 'utf8')) if (/\S/u.test(char)) letters.add(char)
  }
  return [...letters].sort()
}

type Face = { variable: string; weight: string; style: string }

const FACES: Face[] = [
  { variable: '--font-display', weight: '500', style: 'normal' },
  { variable: '--font-display', weight: '500', style: 'italic' },
  { variable: '--font-text', weight: '400', style: 'normal' },
  { variable: '--font-text', weight: '500', style: 'normal' },
]

async function lettersNotCovered(page: Page, face: Face, letters: string[]) {
  return page.evaluate(
    async ({ face, letters }) => {
      const stack = getComputedStyle(document.documentElement).getPropertyValue(face.variable)
      // The site's own faces: next/font's families, without its metric-matched local fallbacks
      // and the generic ones after them.
      const bare = (family: string) => family.trim().replace(/^['"]|['"]$/g, '')
      const own = stack
        .split(',')
        .filter((family) => /^['"]/.test(family.trim()) && !/ Fallback$/.test(bare(family)))
        .map((family) => `"${bare(family)}"`)
      const families = own.filter((family) =>
        [...document.fonts].some((font) => `"${bare(font.family)}"` === family),
      )
      if (families.length === 0) return { families: own, missing: ['(no face of the stack)'] }
      const font = `${face.style} ${face.weight} 40px ${families.join(', ')}`
      await document.fonts.load(font, letters.join(''))
      const context = document.createElement('canvas').getContext('2d')!
      const width = (fallback: string, letter: string) => {
        context.font = `${font}, ${fallback}`
        return context.measureText(letter.repeat(8)).width
      }
      const missing = letters.filter(
        (letter) => Math.abs(width('monospace', letter) - width('cursive', letter)) > 0.01,
      )
      return { families, missing }
    },
    { face, letters },
  )
}

for (const path of ['/', '/es']) {
  test(`the site's faces hold every letter its texts use (${path})`, async ({ page }) => {
    const letters = lettersUsed()
    // The Spanish letters are among them, or the test would prove nothing.
    expect(letters).toEqual(expect.arrayContaining([...'Áéíóúáñ¿¡'].sort()))
    await gotoReady(page, path)
    for (const face of FACES) {
      const { families, missing } = await lettersNotCovered(page, face, letters)
      expect(families.length, `${face.variable} has the site's faces`).toBeGreaterThan(0)
      expect(missing, `${face.variable} ${face.weight} ${face.style}`).toEqual([])
    }
  })
}
