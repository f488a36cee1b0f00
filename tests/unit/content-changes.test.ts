import { describe, expect, it } from 'vitest'

import { publishHeard, publishMessage } from '@/lib/cache/content-changes.mjs'

describe('a publish said between instances', () => {
  it('is heard by the others with its tags, and not again by the instance that made it', () => {
    const message = publishMessage(['talent:ana@en', 'content@en'])
    expect(publishHeard(message)).toBeUndefined()
    const another = message.replace(/^from:\S+/, 'from:another-instance')
    expect(publishHeard(another)).toEqual(['talent:ana@en', 'content@en'])
  })

  it('reads a message without its sender, from an earlier version, as all tags', () => {
    expect(publishHeard('talent:ana@en content@en')).toEqual(['talent:ana@en', 'content@en'])
  })
})
