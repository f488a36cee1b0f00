import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { SERVER_NODE_FLAGS, SERVER_PROCESS_ENV } from '../../scripts/server-process.mjs'

describe('the server process', () => {
  it('is started by `npm start` with the settings everything else starts it with', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    const env = Object.entries(SERVER_PROCESS_ENV).map(([name, value]) => `${name}=${value}`)
    expect(scripts.start).toBe(
      [...env, 'node', ...SERVER_NODE_FLAGS, 'scripts/start.mjs'].join(' '),
    )
  })
})
