'use client'

import Link from 'next/link'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'

import { ModalDialog } from '@/features/shell/modal-dialog.client'
import { useVisitorStore } from '@/features/shell/visitor-store'
import { ShortlistToggle } from '@/features/shortlist/shortlist-toggle.client'
import { fill, plural } from '@/lib/i18n/format'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'
import type { BrowserMessages } from '@/lib/i18n/messages/en'

import { SEARCH_MAX_QUERY_LENGTH } from './constants'
import type { SearchResult } from './match'
import styles from './search.module.css'
import { useSearch, type SearchState } from './use-search.client'

const TITLE_ID = 'search-title'

/** A talent result's address is /{book}/{talent}: its last segment is the talent's slug. */
const talentSlug = (result: SearchResult) => result.url.split('/').at(-1) ?? ''

/** The label with the matched characters marked. */
function Highlighted({ result }: { result: SearchResult }) {
  if (!result.match) return result.label
  const [start, end] = result.match
  return (
    <>
      {result.label.slice(0, start)}
      <mark className={styles.mark}>{result.label.slice(start, end)}</mark>
      {result.label.slice(end)}
    </>
  )
}

function statusText(
  { query, results, failed }: SearchState,
  { search }: BrowserMessages,
  locale: Locale,
): string {
  if (!query) return ''
  if (failed) return search.unavailable
  if (results.length === 0) return fill(search.nothingFound, { query })
  return fill(plural(locale, results.length, search.found), { count: results.length })
}

/**
 * The search bar (`isSearchBarOpen`, `searchValue`): a combobox over the page that finds talents
 * and books as the visitor types. Arrow keys move through the results, Enter opens the chosen
 * one (the first when none is chosen), Escape closes.
 */
export function SearchDialog() {
  const messages = useMessages()
  const locale = useLocale()
  const open = useVisitorStore((state) => state.isSearchBarOpen)
  const closeSearchBar = useVisitorStore((state) => state.closeSearchBar)
  const value = useVisitorStore((state) => state.searchValue)
  const setSearchValue = useVisitorStore((state) => state.setSearchValue)
  const answer = useSearch(value)
  const [cursor, setCursor] = useState({ answer, index: -1 })
  const active = cursor.answer === answer ? cursor.index : -1
  const ids = useId()
  const listId = `${ids}-results`
  const optionId = (index: number) => `${ids}-result-${index}`
  const count = answer.results.length
  // The talent the shortlist button acts on: the chosen result, else the first talent found.
  const talent =
    answer.results[active]?.kind === 'talent'
      ? answer.results[active]
      : answer.results.find((result) => result.kind === 'talent')

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
    // optionId derives from the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (count === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next = active === -1 && step === -1 ? count - 1 : (active + step + count) % count
      setCursor({ answer, index: next })
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (count > 0) document.getElementById(optionId(Math.max(active, 0)))?.click()
    }
  }

  return (
    <ModalDialog
      open={open}
      onClose={closeSearchBar}
      labelledBy={TITLE_ID}
      className={styles.dialog}
    >
      <div className={styles.panel} role="search">
        <h2 id={TITLE_ID} className={styles.visuallyHidden}>
          {messages.search.title}
        </h2>
        <div className={styles.field}>
          <input
            role="combobox"
            aria-label={messages.search.field}
            aria-expanded={count > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            className={styles.input}
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={messages.search.field}
            maxLength={SEARCH_MAX_QUERY_LENGTH}
            value={value}
            onChange={(event) => setSearchValue(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={closeSearchBar}>
            {messages.shell.close}
          </button>
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={messages.search.results}
          className={styles.results}
        >
          {answer.results.map((result, index) => (
            <li key={result.url} role="none">
              <Link
                id={optionId(index)}
                href={localizedPath(result.url, locale)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                prefetch={false}
                className={styles.result}
                onMouseMove={() => index !== active && setCursor({ answer, index })}
              >
                {result.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a proxied thumbnail
                  <img
                    src={result.image.src}
                    alt=""
                    width={32}
                    height={48}
                    className={styles.thumb}
                    style={{ objectPosition: result.image.position }}
                  />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <span className={styles.label}>
                  <Highlighted result={result} />
                </span>
                <span className={styles.detail}>{result.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p role="status" className={styles.status}>
          {statusText(answer, messages, locale)}
        </p>
        {/* Outside the listbox, which may hold options only. */}
        {talent && (
          <div className={styles.shortlist}>
            <ShortlistToggle slug={talentSlug(talent)} name={talent.label} variant="named" />
          </div>
        )}
      </div>
    </ModalDialog>
  )
}
