/** How many words of a visitor's message or a block's text the admin shows on one line. */
export const FIRST_WORDS = 12

/** The start of a text on one line: its first `count` words, with an ellipsis when there is more. */
export function firstWords(text: string, count = FIRST_WORDS): string {
  const words = text.split(/\s+/).filter(Boolean)
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ')
}
