import { afterEach, describe, expect, it } from 'vitest'
import { isAddressAllowed, loopbackAllowedForTests } from '@/features/image-proxy/source-policy'

/**
 * The switch that lets integration tests use a loopback upstream. Next inlines NODE_ENV as
 * 'production' in builds; with NODE_ENV=production the switch must do nothing.
 */

const originalNodeEnv = process.env.NODE_ENV
const env = process.env as Record<string, string | undefined>

afterEach(() => {
  env.NODE_ENV = originalNodeEnv
  delete env.IMAGE_PROXY_TEST_ALLOW_LOOPBACK
})

describe('IMAGE_PROXY_TEST_ALLOW_LOOPBACK', () => {
  it('is ignored when NODE_ENV is production', () => {
    env.NODE_ENV = 'production'
    env.IMAGE_PROXY_TEST_ALLOW_LOOPBACK = '1'
    expect(loopbackAllowedForTests()).toBe(false)
    expect(isAddressAllowed('127.0.0.1')).toBe(false)
    expect(isAddressAllowed('::1')).toBe(false)
  })

  it('is ignored in development too', () => {
    env.NODE_ENV = 'development'
    env.IMAGE_PROXY_TEST_ALLOW_LOOPBACK = '1'
    expect(isAddressAllowed('127.0.0.1')).toBe(false)
  })

  it('is off in tests unless set', () => {
    env.NODE_ENV = 'test'
    expect(isAddressAllowed('127.0.0.1')).toBe(false)
  })

  it('allows loopback, and only loopback, when set under NODE_ENV=test', () => {
    env.NODE_ENV = 'test'
    env.IMAGE_PROXY_TEST_ALLOW_LOOPBACK = '1'
    expect(isAddressAllowed('127.0.0.1')).toBe(true)
    expect(isAddressAllowed('::1')).toBe(true)
    for (const address of ['10.0.0.1', '169.254.169.254', '0.0.0.0', 'fd00::1', '192.168.0.1']) {
      expect(isAddressAllowed(address)).toBe(false)
    }
  })
})
