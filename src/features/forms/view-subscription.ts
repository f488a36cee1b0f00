/**
 * How React reads a form engine (useSyncExternalStore): listeners, and an immutable view built
 * again only after a change. FormKit emits several events per change, so those notify once per
 * tick (`invalidate`); a typed value notifies at once (`notify`), since a controlled input must
 * see its new value in the same event.
 */
export type ViewSubscription<View> = {
  readonly subscribe: (listener: () => void) => () => void
  readonly getSnapshot: () => View
  readonly notify: () => void
  readonly invalidate: () => void
}

export function createViewSubscription<View>(build: () => View): ViewSubscription<View> {
  let view: View | null = null
  let notifyQueued = false
  const listeners = new Set<() => void>()
  const notify = () => {
    view = null
    listeners.forEach((listener) => listener())
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => (view ??= build()),
    notify,
    invalidate() {
      view = null
      if (notifyQueued) return
      notifyQueued = true
      queueMicrotask(() => {
        notifyQueued = false
        notify()
      })
    },
  }
}
