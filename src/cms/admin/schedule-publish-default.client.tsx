'use client'

import { type ReactNode, useEffect } from 'react'

/** Payload's schedule drawer's list of its two kinds, Publish first (@payloadcms/ui 3.90). */
const SCHEDULE_TYPES = '.schedule-publish__type'

/**
 * Payload's schedule drawer preselects Unpublish on a document with no pending draft, so staff
 * who open it to schedule a publish schedule the page going offline. Its choice is internal to
 * Payload's Publish button, which takes no option for it; so each time the drawer opens, this
 * chooses Publish, as a click would. Staff may still choose Unpublish. Can go when Payload
 * defaults to Publish (docs/decisions/0048).
 */
export function SchedulePublishDefault({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const choosePublish = (root: ParentNode) => {
      const types = root.querySelector(SCHEDULE_TYPES)
      const publish = types?.querySelector<HTMLInputElement>('li:first-child input[type="radio"]')
      if (publish && !publish.checked) publish.click()
    }
    const observer = new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof Element) {
            if (node.matches(SCHEDULE_TYPES)) choosePublish(node.parentElement ?? node)
            else choosePublish(node)
          }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
