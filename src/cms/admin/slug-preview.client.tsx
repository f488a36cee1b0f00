'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { previewSlug } from './cms-api'
import { TYPING_PAUSE_MS } from './typing-pause'

/**
 * Under an empty slug field: the slug the entry will get from its name when saved, numbered when
 * another entry has it ("anna-berg-2"), so staff see the address before they save.
 */
export function SlugPreview({ from }: { from: string }) {
  const { id, collectionSlug } = useDocumentInfo()
  const source = useFormFields(([fields]) => fields[from]?.value)
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const [preview, setPreview] = useState({ name: '', slug: '' })
  const typed = typeof slug === 'string' && slug.trim() !== ''
  const name = typeof source === 'string' ? source.trim() : ''

  useEffect(() => {
    if (typed || name === '' || !collectionSlug) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      previewSlug(collectionSlug, name, id, controller.signal).then(
        (free) => setPreview({ name, slug: free }),
        () => {},
      )
    }, TYPING_PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [typed, name, id, collectionSlug])

  // Only the preview of the name as it is now, and only while the slug is left empty.
  const shown = !typed && preview.name === name ? preview.slug : ''
  // Always there, so screen readers hear each new preview.
  return (
    <p className="field-description" aria-live="polite">
      {shown && (
        <>
          Left empty, the slug will be <strong>{shown}</strong>.
        </>
      )}
    </p>
  )
}
