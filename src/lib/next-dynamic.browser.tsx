import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

/** The shapes of Next's app-router `dynamic()` (next/dist/shared/lib/app-dynamic). */
type Loaded<P> = ComponentType<P> | { default: ComponentType<P> }
type Loader<P> = () => Promise<Loaded<P>>
type DynamicOptions<P> = {
  loader?: Loader<P>
  loading?: () => ReactNode
  ssr?: boolean
  /** Added by Next's compiler: the modules `PreloadChunks` names on the server. */
  loadableGenerated?: { modules?: string[] }
}

/** A loader's module as React.lazy wants it: `{ default: Component }`. */
const asModule = <P,>(loaded: Loaded<P>) => ({
  default: loaded && 'default' in loaded ? loaded.default : loaded,
})

/**
 * `next/dynamic` as the browser runs it (next.config.ts aliases it here in client bundles only;
 * the server keeps Next's own). Next's app-router version does the same in the browser, where its
 * other half, `PreloadChunks`, returns nothing: on the server it names the component's chunks and
 * stylesheets in the page, and that is where it stays. Its code, and the server's async storage
 * it reads, would otherwise ship to every page of a route with a lazy component (about 1 KiB
 * with brotli; decision 0016).
 *
 * Same options, same results: rendered on the server by default (no boundary of its own, so
 * the server's HTML keeps its order); `ssr: false` or `loading` adds a Suspense boundary.
 */
export default function dynamic<P extends object = object>(
  loader: DynamicOptions<P> | Loader<P>,
  options?: DynamicOptions<P>,
): ComponentType<P> {
  const load = typeof loader === 'function' ? loader : options?.loader
  const ssr = options?.ssr ?? true
  const Loading = options?.loading
  const Lazy = lazy(async () => asModule<P>(load ? await load() : () => null))

  function LoadableComponent(props: P) {
    if (ssr && !Loading) return <Lazy {...props} />
    return (
      <Suspense fallback={Loading ? <Loading /> : null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  LoadableComponent.displayName = 'LoadableComponent'
  return LoadableComponent
}
