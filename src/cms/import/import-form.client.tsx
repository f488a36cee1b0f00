'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import type { DryRun } from './dry-run'
import { importTexts } from './import-texts'
import type { ImportLimits } from './limits'
import type { ApplyState } from './upload-store'

const API = '/cms/api/roster-import'
const POLL_MS = 1000

type Errors = { csv?: string; zip?: string; form?: string }
type Status = Partial<Omit<ApplyState, 'status'>> & { status: ApplyState['status'] | 'planned' }

const firstMessage = (body: unknown): Errors => {
  const { errors } = (body ?? {}) as { errors?: Record<string, string[]> | { message: string }[] }
  if (Array.isArray(errors)) return { form: errors[0]?.message }
  return { csv: errors?.csv?.[0], zip: errors?.zip?.[0] }
}

/**
 * The import's form: the files go to the dry run, whose table is shown; Apply is offered only
 * for that dry run (the server plans its stored copy again) and shows the writes' progress.
 */
export function ImportForm({ language, limits }: { language: string; limits: ImportLimits }) {
  const t = importTexts(language)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [dryRun, setDryRun] = useState<DryRun>()
  const [publish, setPublish] = useState(false)
  const [status, setStatus] = useState<Status>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    setDryRun(undefined)
    setStatus(undefined)
    try {
      const response = await fetch(API, {
        method: 'POST',
        body: new FormData(event.currentTarget),
        credentials: 'same-origin',
      })
      const body: unknown = await response.json().catch(() => undefined)
      if (response.ok) setDryRun(body as DryRun)
      else setErrors(firstMessage(body))
    } finally {
      setBusy(false)
    }
  }

  async function poll(id: string) {
    const response = await fetch(`${API}/${id}`, { credentials: 'same-origin' })
    const body = (await response.json().catch(() => undefined)) as Status | undefined
    if (!response.ok || !body) return setErrors(firstMessage(body))
    setStatus(body)
    if (body.status === 'running') timer.current = setTimeout(() => void poll(id), POLL_MS)
  }

  async function apply() {
    if (!dryRun) return
    setErrors({})
    const response = await fetch(`${API}/${dryRun.id}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ publish }),
      credentials: 'same-origin',
    })
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) return setErrors(firstMessage(body))
    setStatus(body as Status)
    timer.current = setTimeout(() => void poll(dryRun.id), POLL_MS)
  }

  const count = (action: string) => dryRun?.rows.filter((row) => row.action === action).length ?? 0
  const toWrite = count('create') + count('update')
  return (
    <>
      <p>{t.intro}</p>
      <p>{t.limits(limits)}</p>
      <form onSubmit={check} noValidate>
        <Field name="csv" label={t.csvLabel} accept=".csv,text/csv" error={errors.csv} />
        <Field name="zip" label={t.zipLabel} accept=".zip,application/zip" error={errors.zip} />
        <button type="submit" className="btn btn--style-primary" disabled={busy}>
          {t.dryRun}
        </button>
        <p aria-live="polite">{busy ? t.checking : ''}</p>
      </form>
      {errors.form && <p role="alert">{errors.form}</p>}
      {dryRun && (
        <section aria-labelledby="import-plan">
          <h2 id="import-plan">{t.planHeading}</h2>
          <p>
            {t.summary({
              create: count('create'),
              update: count('update'),
              skip: count('skip'),
              problems: dryRun.problems.length,
            })}
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.columns.row}</th>
                <th scope="col">{t.columns.action}</th>
                <th scope="col">{t.columns.talent}</th>
                <th scope="col">{t.columns.changes}</th>
                <th scope="col">{t.columns.pictures}</th>
              </tr>
            </thead>
            <tbody>
              {dryRun.rows.map((row) => (
                <tr key={row.row}>
                  <td>{row.row}</td>
                  <td>{t.actions[row.action]}</td>
                  <th scope="row">
                    {row.name} ({row.key})
                  </th>
                  <td>{row.changes.join(', ') || '–'}</td>
                  <td>
                    {row.portfolio === null
                      ? t.keepsPictures
                      : t.pictures(row.portfolio, row.polaroids ?? 0)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {dryRun.problems.length > 0 && (
            <>
              <h3>{t.problemsHeading}</h3>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t.columns.row}</th>
                    <th scope="col">{t.columns.column}</th>
                    <th scope="col">{t.columns.problem}</th>
                  </tr>
                </thead>
                <tbody>
                  {dryRun.problems.map((problem) => (
                    <tr key={`${problem.row}-${problem.column}-${problem.message}`}>
                      <td>{problem.row}</td>
                      <td>{problem.column}</td>
                      <td>{problem.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          {dryRun.skipped.length > 0 && (
            <>
              <h3>{t.skippedHeading}</h3>
              <ul>
                {dryRun.skipped.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          )}
          {toWrite === 0 ? (
            <p>{t.nothingToApply}</p>
          ) : (
            !status && (
              <p>
                <label>
                  <input
                    type="checkbox"
                    checked={publish}
                    onChange={(event) => setPublish(event.target.checked)}
                  />{' '}
                  {t.publish}
                </label>{' '}
                <button type="button" className="btn btn--style-primary" onClick={apply}>
                  {t.apply}
                </button>
              </p>
            )
          )}
        </section>
      )}
      {status && status.status !== 'planned' && <Progress status={status} t={t} />}
    </>
  )
}

function Field(props: { name: string; label: string; accept: string; error?: string }) {
  const { name, label, accept, error } = props
  return (
    <p>
      <label htmlFor={`import-${name}`}>{label}</label>
      <br />
      <input
        id={`import-${name}`}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `import-${name}-error` : undefined}
      />
      {error && (
        <span id={`import-${name}-error`} role="alert">
          <br />
          {error}
        </span>
      )}
    </p>
  )
}

function Progress({ status, t }: { status: Status; t: ReturnType<typeof importTexts> }) {
  const { talentsDone = 0, talentsTotal = 0, picturesDone = 0, picturesTotal = 0 } = status
  return (
    <section aria-labelledby="import-progress">
      <h2 id="import-progress">{t.progressLabel}</h2>
      <progress
        aria-labelledby="import-progress"
        max={Math.max(talentsTotal + picturesTotal, 1)}
        value={talentsDone + picturesDone}
      />
      <p>{t.progress(`${talentsDone}/${talentsTotal}`, `${picturesDone}/${picturesTotal}`)}</p>
      <p role="status">
        {status.status === 'done' &&
          t.done({
            created: status.created ?? 0,
            updated: status.updated ?? 0,
            unchanged: status.unchanged ?? 0,
          })}
        {status.status === 'failed' && t.failed(status.error ?? '')}
      </p>
    </section>
  )
}
