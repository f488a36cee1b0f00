import { describe, expect, it } from 'vitest'
import { ProxyError } from '@/features/image-proxy/errors'
import {
  assertRemoteAllowed,
  isHostAllowed,
  parseHostRule,
  type HostRule,
} from '@/features/image-proxy/source-policy'

const rules = ['allowed.example', '*.cdninstagram.com', '*.fbcdn.net', 'img.example:8443']
  .map(parseHostRule)
  .filter((rule): rule is HostRule => rule !== null)

const allowed = (url: string) => isHostAllowed(new URL(url), rules)

describe('host rules', () => {
  it('parses hosts, wildcards and ports, and rejects junk', () => {
    expect(parseHostRule('Allowed.Example')).toEqual({
      host: 'allowed.example',
      wildcard: false,
      port: null,
    })
    expect(parseHostRule('*.fbcdn.net')).toEqual({ host: 'fbcdn.net', wildcard: true, port: null })
    expect(parseHostRule('img.example:8443')).toEqual({
      host: 'img.example',
      wildcard: false,
      port: 8443,
    })
    expect(parseHostRule('[::1]:8080')).toEqual({ host: '[::1]', wildcard: false, port: 8080 })
    for (const junk of ['', 'a b', 'user@host', 'host/path', '*.127.0.0.1', 'host:99999']) {
      expect(parseHostRule(junk)).toBeNull()
    }
  })
})

describe('isHostAllowed', () => {
  it.each([
    'https://allowed.example/a.jpg',
    'http://ALLOWED.EXAMPLE/a.jpg',
    'https://allowed.example./a.jpg',
    'https://allowed.example:443/a.jpg',
    'https://scontent-cdg4-1.cdninstagram.com/v/t51/a.jpg',
    'https://a.b.fbcdn.net/a.jpg',
    'https://img.example:8443/a.jpg',
  ])('allows %s', (url) => {
    expect(allowed(url)).toBe(true)
  })

  it.each([
    'https://allowed.example@evil.example/a.jpg',
    'https://allowed.example.evil.example/a.jpg',
    'https://allowed.example%2eevil.example/a.jpg',
    'https://evilallowed.example/a.jpg',
    'https://sub.allowed.example/a.jpg',
    'https://cdninstagram.com/a.jpg',
    'https://evilcdninstagram.com/a.jpg',
    'https://cdninstagram.com.evil.example/a.jpg',
    'https://xn--llowed-example-1fh.com/a.jpg',
    'https://аllowed.example/a.jpg',
    'https://allowed.example:8080/a.jpg',
    'https://img.example/a.jpg',
    'https://img.example:8444/a.jpg',
  ])('refuses %s', (url) => {
    expect(allowed(url)).toBe(false)
  })
})

describe('assertRemoteAllowed', () => {
  const status = (url: string) => {
    try {
      assertRemoteAllowed(new URL(url))
      return 'ok'
    } catch (error) {
      return error instanceof ProxyError ? error.status : 'other'
    }
  }

  it('allows Instagram CDN hosts by default, with any path', () => {
    expect(status('https://scontent.cdninstagram.com/v/a.jpg?oe=1')).toBe('ok')
  })

  it('refuses other schemes, credentials and hosts off the list with 403', () => {
    expect(status('ftp://scontent.cdninstagram.com/a.jpg')).toBe(403)
    expect(status('https://user:pw@scontent.cdninstagram.com/a.jpg')).toBe(403)
    expect(status('https://example.com/a.jpg')).toBe(403)
    expect(status('http://127.0.0.1/a.jpg')).toBe(403)
  })
})
