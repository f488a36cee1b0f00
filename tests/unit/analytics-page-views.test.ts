import { describe, expect, it } from 'vitest'

import { createPageViewReporter } from '@/features/analytics/page-views'

describe('page views: one per route change, skipping repeats of the same path', () => {
  it('sends each new path and skips a repeat', () => {
    const sent: string[] = []
    const report = createPageViewReporter((path) => sent.push(path))
    for (const path of ['/', '/women', '/women', '/women/amara-okafor', '/women', '/women']) {
      report(path)
    }
    expect(sent).toEqual(['/', '/women', '/women/amara-okafor', '/women'])
  })
})
