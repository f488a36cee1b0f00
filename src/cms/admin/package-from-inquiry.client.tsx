'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** On a shortlist inquiry: one press makes a draft package of its talents, then opens it. */
export function PackageFromInquiryButton() {
  const { id } = useDocumentInfo()
  const [status, setStatus] = useState('')
  const router = useRouter()
  if (!id) return null
  return (
    <p>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={async () => {
          setStatus('Making the package…')
          const response = await fetch('/cms/api/packages/from-inquiry', {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ inquiry: Number(id) }),
          })
          const answer = (await response.json().catch(() => ({}))) as {
            id?: number
            message?: string
          }
          if (response.ok && answer.id) router.push(`/admin/collections/packages/${answer.id}`)
          else setStatus(answer.message ?? `Failed (${response.status}).`)
        }}
      >
        Make a draft package
      </button>{' '}
      <span role="status">{status}</span>
    </p>
  )
}
