import { NotFoundScreen } from '@/features/errors/not-found-screen'

export const metadata = { title: 'Page not found', robots: { index: false } }

export default function NotFound() {
  return <NotFoundScreen />
}
