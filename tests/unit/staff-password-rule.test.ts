import { describe, expect, it } from 'vitest'

import { PASSWORD_MESSAGES, passwordProblem } from '@/cms/hooks/password-rule'

describe('the staff password rule', () => {
  it('accepts long passwords of at least two kinds of characters', () => {
    for (const password of [
      'A-long-enough-passphrase-1',
      'correct horse battery staple',
      'lowercase and digits 2024',
      'ÉLODIE-écrit-vite',
      'twelve chars',
    ]) {
      expect(passwordProblem(password, 'ana@roster.example'), password).toBeNull()
    }
  })

  it('refuses fewer than 12 characters', () => {
    expect(passwordProblem('Short-pass1')).toBe(PASSWORD_MESSAGES.tooShort)
    expect(PASSWORD_MESSAGES.tooShort).toBe('The password needs at least 12 characters.')
    // Counted in characters, not UTF-16 units.
    expect(passwordProblem('😀😀😀😀😀a😀😀😀😀')).toBe(PASSWORD_MESSAGES.tooShort)
  })

  it('refuses more than 256 characters', () => {
    expect(passwordProblem(`A${'a'.repeat(256)}`)).toBe(PASSWORD_MESSAGES.tooLong)
    expect(passwordProblem(`A${'a'.repeat(255)}`)).toBeNull()
  })

  it('refuses a password of one kind of character', () => {
    for (const password of [
      'abcdefghijklmnop',
      'ABCDEFGHIJKLMNOP',
      '1234567890123',
      '!!!!!!!!!!!!!!',
    ]) {
      expect(passwordProblem(password), password).toBe(PASSWORD_MESSAGES.oneKind)
    }
  })

  it('refuses the account’s email address or its name part, in any case', () => {
    const email = 'Jean.Dupont-1@roster.example'
    expect(passwordProblem('jean.dupont-1@roster.example', email)).toBe(PASSWORD_MESSAGES.email)
    expect(passwordProblem('JEAN.DUPONT-1', email)).toBe(PASSWORD_MESSAGES.email)
    expect(passwordProblem('Jean.Dupont-1 rocks', email)).toBeNull()
  })
})
