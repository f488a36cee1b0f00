'use client'

import { useSyncExternalStore } from 'react'

import type { Units } from '@/lib/measurements'

/** The visitor's choice of cm or inches, remembered in this browser. */
const STORAGE_KEY = 'roster:units'
const CHANGE_EVENT = 'roster:units'

function readUnits(): Units {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'in' ? 'in' : 'cm'
  } catch {
    return 'cm'
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

export function setUnits(units: Units): void {
  try {
    localStorage.setItem(STORAGE_KEY, units)
  } catch {
    // Private mode: the choice lasts until the page is left.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

export const useUnits = (): Units => useSyncExternalStore(subscribe, readUnits, () => 'cm')
