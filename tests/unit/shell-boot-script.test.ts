import { runInNewContext } from 'node:vm'

import { beforeEach, describe, expect, it, vi } from 'vitest'

import { bootScript, shellBoot, type BootWindow } from '@/features/shell/boot-script'
import { STORAGE_KEYS } from '@/features/shell/constants'

type Listener = (event: unknown) => void

/** Just enough of a browser window for the boot script: storage, <html>, location, events. */
function fakeWindow(path = '/women', stored: Record<string, string> = {}) {
  const local = new Map(Object.entries(stored))
  const session = new Map<string, string>()
  const listeners = new Map<string, Listener[]>()
  const storage = (map: Map<string, string>) =>
    ({
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    }) as unknown as Storage
  const win = {
    document: { documentElement: { dataset: {} as Record<string, string> } },
    localStorage: storage(local),
    sessionStorage: storage(session),
    location: { pathname: path, reload: vi.fn() },
    console: { error: vi.fn() },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  }
  const dispatch = (type: string, event: unknown) => {
    for (const listener of listeners.get(type) ?? []) listener(event)
  }
  return { win, session, dispatch, root: win.document.documentElement }
}

const boot = (win: ReturnType<typeof fakeWindow>['win'], defaultTheme = 'system' as const) =>
  shellBoot(win as unknown as BootWindow, {
    defaultTheme,
    keys: STORAGE_KEYS,
    guardMs: 10_000,
    mountError: 'Error while mounting app',
  })

const chunkScriptFailed = {
  target: { tagName: 'SCRIPT', src: 'http://x/_next/static/chunks/a.js' },
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') })
})

describe('the boot script applies the theme before the first paint', () => {
  it.each([
    ['the stored theme', { [STORAGE_KEYS.theme]: 'dark' }, 'system', 'dark'],
    ['the stored theme over the default', { [STORAGE_KEYS.theme]: 'light' }, 'dark', 'light'],
    ['the site default when none is stored', {}, 'dark', 'dark'],
    [
      'the default when the stored value is not a theme',
      { [STORAGE_KEYS.theme]: 'x' },
      'light',
      'light',
    ],
  ] as const)('%s', (_, stored, defaultTheme, expected) => {
    const { win, root } = fakeWindow('/', stored)
    boot(win, defaultTheme as 'system')
    expect(root.dataset.theme).toBe(expected)
  })

  it('leaves the system preference alone when nothing is chosen', () => {
    const { win, root } = fakeWindow('/')
    boot(win)
    expect(root.dataset.theme).toBeUndefined()
  })

  it('falls back to the default when storage is blocked', () => {
    const { win, root } = fakeWindow('/')
    win.localStorage.getItem = () => {
      throw new Error('SecurityError')
    }
    boot(win, 'dark' as 'system')
    expect(root.dataset.theme).toBe('dark')
  })
})

describe('the boot script marks a video banner closed in this visit', () => {
  it('marks it once closed, and not before', () => {
    const closed = fakeWindow('/')
    closed.session.set(STORAGE_KEYS.videoBannerClosed, '1')
    boot(closed.win)
    expect(closed.root.dataset.videoBanner).toBe('closed')
    const open = fakeWindow('/')
    boot(open.win)
    expect(open.root.dataset.videoBanner).toBeUndefined()
  })
})

describe('a failed chunk load reloads the page, at most once per 10 seconds for the same path', () => {
  it('reloads when one of the app’s scripts fails to load', () => {
    const { win, dispatch } = fakeWindow()
    boot(win)
    dispatch('error', chunkScriptFailed)
    expect(win.location.reload).toHaveBeenCalledTimes(1)
  })

  it('reloads on a ChunkLoadError thrown by the bundler runtime', () => {
    const { win, dispatch } = fakeWindow()
    boot(win)
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/b.js'), {
      name: 'ChunkLoadError',
    })
    dispatch('unhandledrejection', { reason: error })
    expect(win.location.reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload again within 10 seconds of the last reload of that path', () => {
    const first = fakeWindow()
    boot(first.win)
    first.dispatch('error', chunkScriptFailed)
    // The reloaded page fails again 9.9 s later: same session storage, new page.
    vi.advanceTimersByTime(9_900)
    const second = fakeWindow()
    second.win.sessionStorage = first.win.sessionStorage
    boot(second.win)
    second.dispatch('error', chunkScriptFailed)
    expect(second.win.location.reload).not.toHaveBeenCalled()
    // ... and once 10 s have passed, it may reload again.
    vi.advanceTimersByTime(100)
    const third = fakeWindow()
    third.win.sessionStorage = first.win.sessionStorage
    boot(third.win)
    third.dispatch('error', chunkScriptFailed)
    expect(third.win.location.reload).toHaveBeenCalledTimes(1)
  })

  it('guards each path on its own', () => {
    const women = fakeWindow('/women')
    boot(women.win)
    women.dispatch('error', chunkScriptFailed)
    const men = fakeWindow('/men')
    men.win.sessionStorage = women.win.sessionStorage
    boot(men.win)
    men.dispatch('error', chunkScriptFailed)
    expect(men.win.location.reload).toHaveBeenCalledTimes(1)
  })

  it('reloads once for a burst of failures', () => {
    const { win, dispatch } = fakeWindow()
    boot(win)
    dispatch('error', chunkScriptFailed)
    dispatch('error', chunkScriptFailed)
    expect(win.location.reload).toHaveBeenCalledTimes(1)
  })

  it('ignores scripts that are not the app’s and does not reload without storage', () => {
    const { win, dispatch } = fakeWindow()
    boot(win)
    dispatch('error', {
      target: { tagName: 'SCRIPT', src: 'https://www.googletagmanager.com/gtag/js' },
    })
    expect(win.location.reload).not.toHaveBeenCalled()
    win.sessionStorage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    dispatch('error', chunkScriptFailed)
    expect(win.location.reload).not.toHaveBeenCalled()
  })
})

describe('a failed start of the client app is logged as "Error while mounting app"', () => {
  it('logs an uncaught error before the shell is ready, once', () => {
    const { win, dispatch } = fakeWindow()
    boot(win)
    const error = new Error('hydration failed')
    dispatch('error', { target: win, error })
    dispatch('error', { target: win, error })
    expect(win.console.error).toHaveBeenCalledTimes(1)
    expect(win.console.error).toHaveBeenCalledWith('Error while mounting app', error)
  })

  it('logs a chunk failure at start as well', () => {
    const { win, dispatch } = fakeWindow()
    boot(win)
    dispatch('error', chunkScriptFailed)
    expect(win.console.error).toHaveBeenCalledWith(
      'Error while mounting app',
      expect.stringContaining('/_next/static/chunks/a.js'),
    )
  })

  it('logs nothing once the shell has started', () => {
    const { win, dispatch, root } = fakeWindow()
    boot(win)
    root.dataset.shell = 'ready'
    dispatch('error', { target: win, error: new Error('later') })
    dispatch('unhandledrejection', { reason: new Error('later') })
    expect(win.console.error).not.toHaveBeenCalled()
  })
})

describe('bootScript, the inline script', () => {
  it('runs on its own, with nothing but the window', () => {
    const { win, root } = fakeWindow('/', { [STORAGE_KEYS.theme]: 'dark' })
    runInNewContext(bootScript('system'), { window: win })
    expect(root.dataset.theme).toBe('dark')
  })

  it('cannot be closed early by a value', () => {
    expect(bootScript('system')).not.toMatch(/<\/script/i)
  })
})
