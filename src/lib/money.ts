/**
 * Amounts: staff set limits and payers type amounts in major units (125.50); Stripe and our
 * records count minor units (12550). The number of decimals comes from the currency itself.
 * People read amounts in their language's format ('$125.50'); staff in English.
 */
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '@/lib/i18n/locales'

const formats = new Map<string, Intl.NumberFormat>()

function currencyFormat(currency: string, locale: Locale): Intl.NumberFormat {
  const code = currency.toUpperCase()
  const key = `${locale}:${code}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: code })
    formats.set(key, format)
  }
  return format
}

/** 2 for USD, EUR and GBP; 0 for a currency without minor units such as JPY. */
export function currencyDigits(currency: string): number {
  // The same in every language: a property of the currency.
  return currencyFormat(currency, DEFAULT_LOCALE).resolvedOptions().maximumFractionDigits ?? 2
}

/** An amount as a payer may type it: digits, then at most the currency's decimals. */
export function amountPattern(currency: string): RegExp {
  const digits = currencyDigits(currency)
  return digits === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(\\.\\d{1,${digits}})?$`)
}

/** '125.5' → 12550 for USD; null for anything the pattern refuses. No floating point on the way. */
export function toMinorUnits(amount: string, currency: string): number | null {
  const text = amount.trim()
  if (!amountPattern(currency).test(text)) return null
  const digits = currencyDigits(currency)
  const [whole = '0', fraction = ''] = text.split('.')
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
}

/** 12550 → '125.50' (USD): the plain number, for spreadsheets. */
export function toMajorUnits(minor: number, currency: string): string {
  const digits = currencyDigits(currency)
  if (digits === 0) return String(minor)
  const scale = 10 ** digits
  const sign = minor < 0 ? '-' : ''
  const absolute = Math.abs(minor)
  return `${sign}${Math.trunc(absolute / scale)}.${String(absolute % scale).padStart(digits, '0')}`
}

/** 12550 → '$125.50' (USD), for people; '125,50 US$' in Spanish. */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  return currencyFormat(currency, locale).format(Number(toMajorUnits(minor, currency)))
}

/** A limit staff set in major units (10) → '$10.00'; '10,00 US$' in Spanish. */
export function formatMajor(major: number, currency: string, locale: Locale): string {
  return currencyFormat(currency, locale).format(major)
}
