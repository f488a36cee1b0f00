'use client'

import { Button } from '@payloadcms/ui'
import { type FormEvent, useId, useState } from 'react'

type Answer = { errors?: { message?: string }[]; message?: string }

/**
 * Sets the password through Payload's reset-password endpoint, which checks the rule (hooks/
 * password-rule), spends the token and logs the owner in; the admin then opens.
 */
export function SetPasswordForm({ token, rule }: { token: string; rule: string }) {
  const ruleId = useId()
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password'))
    if (password !== form.get('confirm')) return setProblem('The two passwords differ.')
    setBusy(true)
    const response = await fetch('/cms/api/users/reset-password', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password }),
    })
    setBusy(false)
    // A full load, not the router: this page's admin shell was built for nobody logged in (its
    // configuration holds no languages), and kept by a client-side move it read "Locale: undefined".
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose
    if (response.ok) return window.location.assign('/admin')
    const answer = (await response.json().catch(() => ({}))) as Answer
    setProblem(answer.errors?.[0]?.message ?? answer.message ?? 'The password was not set.')
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className="field-type password">
        <label className="field-label" htmlFor="set-password">
          New password
        </label>
        <input
          id="set-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={ruleId}
        />
        <p id={ruleId} className="field-description">
          {rule}
        </p>
      </div>
      <div className="field-type password">
        <label className="field-label" htmlFor="set-password-confirm">
          Confirm password
        </label>
        <input
          id="set-password-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
        />
      </div>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      <Button type="submit" size="large" disabled={busy}>
        Set password
      </Button>
    </form>
  )
}
