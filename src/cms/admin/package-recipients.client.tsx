'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { PackageRecipient, PackageVote, Talent } from '@/payload-types'

import styles from './package-recipients.module.css'

const API = '/cms/api'

type Recipient = Pick<
  PackageRecipient,
  | 'id'
  | 'name'
  | 'email'
  | 'revoked'
  | 'sentAt'
  | 'firstOpenedAt'
  | 'lastOpenedAt'
  | 'answeredAt'
  | 'answerMessage'
  | 'answerEntry'
> & { openedTalents?: (number | Talent)[] | null }
type Vote = Pick<PackageVote, 'vote' | 'comment'> & {
  recipient: number | { id: number }
  talent?: number | Talent | null
}

const when = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—'
const nameOf = (talent: number | Talent | null | undefined) =>
  typeof talent === 'object' && talent ? talent.name : `#${talent ?? '?'}`
const idOf = (ref: number | { id: number }) => (typeof ref === 'object' ? ref.id : ref)

async function getDocs<T>(query: string): Promise<T[]> {
  const response = await fetch(`${API}/${query}`, { credentials: 'include' })
  if (!response.ok) return []
  return ((await response.json()) as { docs: T[] }).docs
}

/**
 * In a package's edit view: each recipient with Send (or Send again), and what happened on their
 * link (sent, opened, talents opened in the lightbox, votes and comments, the selection sent);
 * and Revoke all. Recipients are added and revoked one by one in the Recipients list below.
 */
export function PackageRecipientsPanel() {
  const { id } = useDocumentInfo()
  const [recipients, setRecipients] = useState<Recipient[]>([])
  const [votes, setVotes] = useState<Vote[]>([])
  const [status, setStatus] = useState('')
  // Bumped after an action: the lists are read again.
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!id) return
    let live = true
    const where = `where[package][equals]=${id}&limit=1000&depth=1`
    void Promise.all([
      getDocs<Recipient>(`package-recipients?${where}&joins=false`),
      getDocs<Vote>(`package-votes?${where}`),
    ]).then(([nextRecipients, nextVotes]) => {
      if (!live) return
      setRecipients(nextRecipients)
      setVotes(nextVotes)
    })
    return () => {
      live = false
    }
  }, [id, version])
  if (!id) return <p className={styles.note}>Save the package, then add its recipients.</p>

  const act = async (path: string, body: unknown) => {
    setStatus('Working…')
    const response = await fetch(`${API}/packages/${id}/${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await response.json().catch(() => ({}))) as { message?: string }
    setStatus(answer.message ?? (response.ok ? 'Done.' : `Failed (${response.status}).`))
    setVersion((n) => n + 1)
  }

  return (
    <section className={styles.panel} aria-labelledby="package-links-heading">
      <h3 id="package-links-heading">Links and answers</h3>
      {recipients.length === 0 ? (
        <p className={styles.note}>
          Add recipients under Recipients below, then send them their links here.
        </p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Recipient</th>
              <th scope="col">Sent</th>
              <th scope="col">Opened</th>
              <th scope="col">Talents opened</th>
              <th scope="col">Votes and comments</th>
              <th scope="col">Selection</th>
              <th scope="col">Link</th>
            </tr>
          </thead>
          <tbody>
            {recipients.map((recipient) => {
              const own = votes.filter((vote) => idOf(vote.recipient) === recipient.id)
              return (
                <tr key={recipient.id}>
                  <td>
                    {recipient.name}
                    <br />
                    {recipient.email}
                  </td>
                  <td>{when(recipient.sentAt)}</td>
                  <td>
                    {when(recipient.firstOpenedAt)}
                    {recipient.lastOpenedAt && recipient.lastOpenedAt !== recipient.firstOpenedAt
                      ? ` (last ${when(recipient.lastOpenedAt)})`
                      : ''}
                  </td>
                  <td>{(recipient.openedTalents ?? []).map(nameOf).join(', ') || '—'}</td>
                  <td>
                    {own.length === 0
                      ? '—'
                      : own.map((vote, index) => (
                          <div key={index}>
                            {nameOf(vote.talent)}: {vote.vote ?? '—'}
                            {vote.comment ? ` · “${vote.comment}”` : ''}
                          </div>
                        ))}
                  </td>
                  <td>
                    {recipient.answeredAt ? `Sent ${when(recipient.answeredAt)}` : '—'}
                    {recipient.answerMessage ? <div>“{recipient.answerMessage}”</div> : null}
                    {recipient.answerEntry ? (
                      <div>
                        <a href={`/admin/collections/messages/${idOf(recipient.answerEntry)}`}>
                          In the inbox
                        </a>
                      </div>
                    ) : null}
                  </td>
                  <td>
                    {recipient.revoked ? (
                      'Revoked'
                    ) : (
                      <button
                        type="button"
                        onClick={() => void act('send', { recipient: recipient.id })}
                      >
                        {recipient.sentAt
                          ? `Send again to ${recipient.name}`
                          : `Send to ${recipient.name}`}
                      </button>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <p>
        <button
          type="button"
          onClick={() => {
            if (
              window.confirm(
                'Revoke every link of this package? Its clients can no longer open it.',
              )
            )
              void act('revoke', {})
          }}
        >
          Revoke all
        </button>{' '}
        <span role="status">{status}</span>
      </p>
    </section>
  )
}
