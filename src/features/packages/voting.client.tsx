'use client'

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'

import { fill } from '@/lib/i18n/format'
import type { Messages } from '@/lib/i18n/messages/en'

import styles from './package-view.module.css'

type Vote = 'yes' | 'maybe' | 'no'
type Choice = { vote: Vote | null; comment: string | null }
export type PackageTexts = Messages['packages']

type Voting = {
  readonly texts: PackageTexts
  readonly choices: Readonly<Record<number, Choice>>
  readonly save: (talent: number, choice: Choice) => Promise<boolean>
  readonly post: (action: 'answer' | 'opened', body: unknown) => Promise<boolean>
}

const VotingContext = createContext<Voting | null>(null)

const useVoting = (): Voting => {
  const voting = useContext(VotingContext)
  if (!voting) throw new Error('Inside PackageVoting only')
  return voting
}

/**
 * The client's choices on one package, saved at once through their link's endpoints
 * (features/packages/endpoint.ts); the page was rendered with the saved ones, so a reload shows
 * them as they were left.
 */
export function PackageVoting(props: {
  token: string
  texts: PackageTexts
  initial: Record<number, Choice>
  children: ReactNode
}) {
  const [choices, setChoices] = useState(props.initial)
  const { token } = props
  const post = useCallback(
    async (action: string, body: unknown) => {
      try {
        const response = await fetch(`/api/_packages/${token}/${action}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
        return response.ok
      } catch {
        return false
      }
    },
    [token],
  )
  const save = async (talent: number, choice: Choice) => {
    const before = choices[talent]
    setChoices((current) => ({ ...current, [talent]: choice }))
    const saved = await post('vote', { talent, ...choice })
    if (!saved)
      setChoices((current) => ({ ...current, [talent]: before ?? { vote: null, comment: null } }))
    return saved
  }
  return (
    <VotingContext.Provider value={{ texts: props.texts, choices, save, post }}>
      <OpenedTalents post={post} />
      {props.children}
    </VotingContext.Provider>
  )
}

/**
 * Notes each talent whose pictures the client opens in the lightbox: its galleries are named
 * `pkg-{talent}`, and the gallery says when one opens (`gallery:init`, features/gallery).
 */
function OpenedTalents({ post }: { post: (action: 'opened', body: unknown) => Promise<boolean> }) {
  useEffect(() => {
    const noted = new Set<number>()
    const note = (event: Event) => {
      const group = (event as CustomEvent<{ group?: string }>).detail?.group ?? ''
      const talent = Number(/^pkg-(\d+)$/.exec(group)?.[1])
      if (!talent || noted.has(talent)) return
      noted.add(talent)
      void post('opened', { talent })
    }
    document.addEventListener('gallery:init', note)
    return () => document.removeEventListener('gallery:init', note)
  }, [post])
  return null
}

/** Yes, maybe or no, and a comment, on one talent. */
export function TalentVote({ talent, name }: { talent: number; name: string }) {
  const { texts, choices, save } = useVoting()
  const choice = choices[talent] ?? { vote: null, comment: null }
  const [comment, setComment] = useState(choice.comment ?? '')
  const [status, setStatus] = useState('')
  const commentId = `comment-${talent}`
  return (
    <div className={styles.vote}>
      <div role="group" aria-label={`${texts.votes}: ${name}`} className={styles.choices}>
        {(['yes', 'maybe', 'no'] as const).map((vote) => (
          <button
            key={vote}
            type="button"
            aria-pressed={choice.vote === vote}
            onClick={() =>
              void save(talent, { ...choice, vote: choice.vote === vote ? null : vote })
            }
          >
            {texts[vote]}
          </button>
        ))}
      </div>
      <form
        className={styles.comment}
        onSubmit={async (event) => {
          event.preventDefault()
          const saved = await save(talent, { ...choice, comment: comment.trim() || null })
          setStatus(saved ? texts.commentSaved : texts.failed)
        }}
      >
        <label htmlFor={commentId}>{fill(texts.comment, { name })}</label>
        <textarea
          id={commentId}
          value={comment}
          maxLength={2000}
          rows={2}
          onChange={(event) => setComment(event.target.value)}
        />
        <button type="submit">{texts.save}</button>
        <span role="status">{status}</span>
      </form>
    </div>
  )
}

/** "3 yes, 1 maybe", as the client's choices stand. */
export function selectionSummary(choices: Iterable<Choice>, texts: PackageTexts): string {
  const counts = { yes: 0, maybe: 0, no: 0 }
  for (const { vote } of choices) if (vote) counts[vote]++
  const parts = [
    counts.yes && fill(texts.countYes, { count: counts.yes }),
    counts.maybe && fill(texts.countMaybe, { count: counts.maybe }),
    counts.no && fill(texts.countNo, { count: counts.no }),
  ].filter(Boolean)
  return parts.length > 0 ? fill(texts.summary, { summary: parts.join(', ') }) : texts.summaryNone
}

/** The summary and "Send my selection", with an optional message. */
export function SendSelection({ contact, answered }: { contact: string; answered: boolean }) {
  const { texts, choices, post } = useVoting()
  const [message, setMessage] = useState('')
  const [status, setStatus] = useState(answered ? texts.sentBefore : '')
  return (
    <form
      className={styles.send}
      onSubmit={async (event) => {
        event.preventDefault()
        const sent = await post('answer', { message: message.trim() || null })
        setStatus(sent ? fill(texts.sent, { contact }) : texts.failed)
      }}
    >
      <p className={styles.summary} aria-live="polite">
        {selectionSummary(Object.values(choices), texts)}
      </p>
      <label htmlFor="selection-message">{texts.sendMessage}</label>
      <textarea
        id="selection-message"
        value={message}
        maxLength={2000}
        rows={3}
        onChange={(event) => setMessage(event.target.value)}
      />
      <button type="submit">{texts.send}</button>
      <p role="status">{status}</p>
    </form>
  )
}
