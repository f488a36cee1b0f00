/**
 * Mail texts staff write with placeholders (`{name}`), filled in for one mail and sent both as
 * plain text and as HTML. The HTML is the plain text escaped, so no value (a visitor's name, a
 * staff member's wording) can add markup to a mail.
 */
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { catalogues, type Messages } from '@/lib/i18n/messages'

/** A mail's editable words: its subject and its body, both with placeholders. */
export type MailText = { readonly subject: string; readonly body: string }

/** What a mail's placeholders stand for; an empty string is a value not given (no phone). */
export type PlaceholderValues = Readonly<Record<string, string>>

export type MailContent = { readonly subject: string; readonly text: string; readonly html: string }

const PLACEHOLDER = /\{([A-Za-z]+)\}/g

const placeholdersIn = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!)

/** The placeholders in `text` that are not among `known`, each once, in the order written. */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  return [...new Set(placeholdersIn(text).filter((name) => !known.includes(name)))]
}

/**
 * Fills in the placeholders of `template`; one it does not know stays as written, so a mistake
 * shows in the mail instead of vanishing. A line whose placeholders are all empty ("Phone:
 * {phone}" when no phone was given) is left out, and so is the blank line it would leave
 * doubled.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  const lines: string[] = []
  let lineLeftOut = false
  for (const line of template.replace(/\r\n?/g, '\n').split('\n')) {
    const names = placeholdersIn(line)
    if (names.length > 0 && names.every((name) => values[name] === '')) {
      lineLeftOut = true
      continue
    }
    const blank = line.trim() === ''
    if (!(lineLeftOut && blank && lines.at(-1)?.trim() === '')) {
      lines.push(line.replace(PLACEHOLDER, (written, name: string) => values[name] ?? written))
    }
    lineLeftOut = false
  }
  return lines.join('\n')
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)

/** Plain text as an HTML mail: blank lines part paragraphs, other line breaks stay breaks. */
function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>\n')}</p>`)
  return [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; font-size: 15px; line-height: 1.5">',
    ...paragraphs,
    '</body></html>',
  ].join('\n')
}

/** One mail's subject, plain text and HTML from its text and its placeholders' values. */
export function renderMail(mail: MailText, values: PlaceholderValues): MailContent {
  const text = fillPlaceholders(mail.body, values)
  // A subject is one line: a value with a line break in it must not start a mail header.
  const subject = fillPlaceholders(mail.subject, values)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim()
  return { subject, text, html: textToHtml(text) }
}

/** The mails that go to a visitor, each written in their language. */
export type ConfirmationKind = keyof Messages['mail']

/** A location's saved texts, read in the visitor's language (a field may be empty). */
type SavedMailTexts = Partial<
  Record<ConfirmationKind, { subject?: string | null; body?: string | null } | undefined>
>

/**
 * A visitor's confirmation in their language: the location's own words where staff wrote them,
 * the catalogue's default for the language where a field is empty (decision 24). A field that
 * still holds English's default counts as empty too: new locations are saved with it, which must
 * not turn a Spanish visitor's mail into the English one.
 */
export function confirmationText(
  saved: SavedMailTexts | null | undefined,
  kind: ConfirmationKind,
  locale: Locale,
): MailText {
  const own = saved?.[kind]
  const fallback = catalogues[locale].mail[kind]
  const english = catalogues[DEFAULT_LOCALE].mail[kind]
  const written = (value: string | null | undefined, englishDefault: string) =>
    value?.trim() && value !== englishDefault ? value : null
  return {
    subject: written(own?.subject, english.subject) ?? fallback.subject,
    body: written(own?.body, english.body) ?? fallback.body,
  }
}
