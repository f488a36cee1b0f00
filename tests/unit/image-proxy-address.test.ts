import { afterEach, describe, expect, it } from 'vitest'
import { classifyAddress, isAddressAllowed } from '@/features/image-proxy/source-policy'

/** Every notation of a non-public address is refused, whether raw or as WHATWG URL parsing writes it. */

afterEach(() => {
  delete process.env.IMAGE_PROXY_TEST_ALLOW_LOOPBACK
})

const cases: [notation: string, range: string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.1', 'loopback'],
  ['127.0.1', 'loopback'],
  ['2130706433', 'loopback'],
  ['0x7f000001', 'loopback'],
  ['0x7f.0.0.1', 'loopback'],
  ['0177.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['[::1]', 'loopback'],
  ['[0:0:0:0:0:0:0:1]', 'loopback'],
  ['[::ffff:127.0.0.1]', 'loopback'],
  ['[::ffff:7f00:1]', 'loopback'],
  ['0.0.0.0', 'unspecified'],
  ['0', 'unspecified'],
  ['[::]', 'unspecified'],
  ['169.254.169.254', 'linkLocal'],
  ['[::ffff:169.254.169.254]', 'linkLocal'],
  ['[fe80::1]', 'linkLocal'],
  ['10.0.0.1', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['0xa000001', 'private'],
  ['[::ffff:10.0.0.1]', 'private'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['100.127.255.255', 'carrierGradeNat'],
  ['224.0.0.1', 'multicast'],
  ['[ff02::1]', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['[fd00::1]', 'uniqueLocal'],
  ['[fc00::1]', 'uniqueLocal'],
  ['[64:ff9b::7f00:1]', 'rfc6052'],
  ['[2002:7f00:1::]', '6to4'],
  ['198.18.0.1', 'reserved'],
  ['240.0.0.1', 'reserved'],
]

describe('classifyAddress', () => {
  it.each(cases)('classifies %s as %s and refuses it', (notation, range) => {
    expect(classifyAddress(notation)).toBe(range)
    expect(isAddressAllowed(notation)).toBe(false)
  })

  it.each(cases)('refuses %s after URL parsing too', (notation) => {
    const host = new URL(`http://${notation}/`).hostname
    expect(isAddressAllowed(host)).toBe(false)
  })

  it('normalises the odd IPv4 forms the way the URL parser does', () => {
    for (const notation of ['127.1', '2130706433', '0x7f000001', '0177.0.0.1', '127.0.1']) {
      expect(new URL(`http://${notation}/`).hostname).toBe('127.0.0.1')
    }
  })

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '157.240.1.35',
    '[2a03:2880:f12f:83:face:b00c:0:25de]',
    '[2606:4700::1111]',
  ])('allows the public address %s', (address) => {
    expect(classifyAddress(address)).toBe('public')
    expect(isAddressAllowed(address)).toBe(true)
  })

  it('refuses what is not an address at all', () => {
    expect(classifyAddress('example.com')).toBe('invalid')
    expect(isAddressAllowed('example.com')).toBe(false)
    expect(isAddressAllowed('')).toBe(false)
  })
})
