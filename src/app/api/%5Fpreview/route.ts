import { enterPreview } from '@/features/preview/enter-preview'

export const GET = enterPreview
