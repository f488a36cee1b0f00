import { describe, expect, it } from 'vitest'

import { keyAction, type KeyTarget } from '@/features/gallery/keymap'

const press = (key: string, target: KeyTarget = 'other', modified = false) =>
  keyAction({ key, target, modified })

describe('the lightbox keyboard', () => {
  it('closes on Escape, Delete and Backspace', () => {
    expect(['Escape', 'Delete', 'Backspace'].map((key) => press(key))).toEqual([
      'close',
      'close',
      'close',
    ])
  })

  it('goes forward on ArrowRight, ArrowDown and PageUp, back on ArrowLeft, ArrowUp and PageDown', () => {
    expect(['ArrowRight', 'ArrowDown', 'PageUp'].map((key) => press(key))).toEqual([
      'next',
      'next',
      'next',
    ])
    expect(['ArrowLeft', 'ArrowUp', 'PageDown'].map((key) => press(key))).toEqual([
      'prev',
      'prev',
      'prev',
    ])
  })

  it('toggles the slideshow with space and the thumbnails with t', () => {
    expect(press(' ')).toBe('slideshow')
    expect(press('t')).toBe('thumbnails')
    expect(press('T')).toBe('thumbnails')
  })

  it('leaves other keys and shortcuts alone', () => {
    expect(press('Enter')).toBeNull()
    expect(press('x')).toBeNull()
    expect(press('toString')).toBeNull()
    expect(press('ArrowRight', 'other', true)).toBeNull()
  })

  it('leaves every key but Escape to a text field', () => {
    expect(press('Backspace', 'text')).toBeNull()
    expect(press(' ', 'text')).toBeNull()
    expect(press('t', 'text')).toBeNull()
    expect(press('ArrowLeft', 'text')).toBeNull()
    expect(press('Escape', 'text')).toBe('close')
  })

  it('leaves space to a button, and space and arrows to a media player', () => {
    expect(press(' ', 'button')).toBeNull()
    expect(press('ArrowRight', 'button')).toBe('next')
    expect(press(' ', 'media')).toBeNull()
    expect(press('ArrowRight', 'media')).toBeNull()
    expect(press('Delete', 'media')).toBe('close')
  })
})
