'use client'

import { ServerErrorScreen } from '@/features/errors/server-error-screen.client'

export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  return <ServerErrorScreen error={error} />
}
