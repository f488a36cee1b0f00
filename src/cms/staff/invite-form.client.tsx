'use client'

import { Button, useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'

import { ROLES } from '../fields/roles'
import styles from './invite-form.module.css'

/**
 * Above the staff list, for admins: invites a person by email (POST /cms/api/users/invite); they
 * set their own password through the mailed link.
 */
export function InviteForm({ lifetimeHours }: { lifetimeHours: number }) {
  const { user } = useAuth()
  const router = useRouter()
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const id = useId()
  if (user?.role !== 'admin') return null

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setBusy(true)
    const response = await fetch('/cms/api/users/invite', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(new FormData(form))),
    })
    setBusy(false)
    const answer = (await response.json().catch(() => ({}))) as { message?: string }
    setStatus(answer.message ?? `The invitation failed (${response.status}).`)
    if (response.ok) {
      form.reset()
      router.refresh()
    }
  }

  return (
    <form onSubmit={invite} aria-labelledby="invite-staff" style={{ marginBottom: '2rem' }}>
      <h2 id="invite-staff">Invite staff</h2>
      <p className="field-description">
        They get a mail with a link to set their own password; it works once, within {lifetimeHours}{' '}
        hours.
      </p>
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'end' }}>
        {/* Payload's own field classes: these look like the admin's other fields. */}
        <div className="field-type email">
          <label className="field-label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="off" />
        </div>
        <div className="field-type text">
          <label className="field-label" htmlFor={`${id}-name`}>
            Name
          </label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="off" />
        </div>
        <div className="field-type text">
          <label className="field-label" htmlFor={`${id}-role`}>
            Role
          </label>
          <select id={`${id}-role`} name="role" defaultValue="editor" className={styles.select}>
            {ROLES.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={busy} margin={false}>
          Send invitation
        </Button>
      </div>
      <p role="status">{status}</p>
    </form>
  )
}
