import { describe, expect, it } from 'vitest'

import { altFromFileName, keyboardTarget, moveItem } from '@/cms/admin/reorder'

describe('moveItem', () => {
  it('moves an item later, earlier and to the top, keeping the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd'])
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd'])
  })

  it('leaves the list as it was for an index outside it', () => {
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b'])
  })
})

describe('keyboardTarget', () => {
  it('moves one step with the arrows and to either end with Home and End', () => {
    expect(keyboardTarget('ArrowRight', 1, 4)).toBe(2)
    expect(keyboardTarget('ArrowDown', 1, 4)).toBe(2)
    expect(keyboardTarget('ArrowLeft', 1, 4)).toBe(0)
    expect(keyboardTarget('ArrowUp', 1, 4)).toBe(0)
    expect(keyboardTarget('Home', 2, 4)).toBe(0)
    expect(keyboardTarget('End', 1, 4)).toBe(3)
  })

  it('does not move past either end, nor for other keys', () => {
    expect(keyboardTarget('ArrowLeft', 0, 4)).toBeNull()
    expect(keyboardTarget('ArrowRight', 3, 4)).toBeNull()
    expect(keyboardTarget('Home', 0, 4)).toBeNull()
    expect(keyboardTarget('Enter', 1, 4)).toBeNull()
  })
})

describe('altFromFileName', () => {
  it('turns a file name into a sentence', () => {
    expect(altFromFileName('amara-okafor-beach.jpg')).toBe('Amara okafor beach')
    expect(altFromFileName('Lena_Vogel  Studio.2.PNG')).toBe('Lena vogel studio 2')
  })

  it('keeps a name that is nothing but an extension', () => {
    expect(altFromFileName('.jpg')).toBe('.jpg')
  })
})
