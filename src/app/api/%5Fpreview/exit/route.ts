import { exitPreview } from '@/features/preview/exit-preview'

export const GET = exitPreview
