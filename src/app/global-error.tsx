'use client'

import '@/app/(site)/globals.css'
import { ServerErrorScreen } from '@/features/errors/server-error-screen.client'

/** The last resort, when even the root layout failed: it must bring its own document. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <ServerErrorScreen error={error} />
      </body>
    </html>
  )
}
