import { notFound } from 'next/navigation'

/** A test route: never indexed. */
export const metadata = { robots: { index: false, follow: false } }

/**
 * Proves the server-error screen in the end-to-end tests. It exists only when the server runs
 * with ROSTER_TEST_ROUTES=1; everywhere else it is a 404.
 */
export default function ForcedServerError(): never {
  if (process.env.ROSTER_TEST_ROUTES !== '1') notFound()
  throw new Error('Forced server error for the tests')
}
