'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Keys that move to the next new application, when no text field has the focus. */
export const NEXT_APPLICATION_KEY = 'n'

export function NextApplicationLink({ href, name }: { href: string; name: string }) {
  const router = useRouter()
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== NEXT_APPLICATION_KEY) return
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return
      event.preventDefault()
      router.push(href)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [href, router])
  return (
    <p>
      <a href={href} aria-keyshortcuts="N">
        Next new application: {name}
      </a>{' '}
      <kbd>N</kbd>
    </p>
  )
}

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}
