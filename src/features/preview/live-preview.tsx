import { previewingStaff } from '@/lib/data/preview'

import { LivePreviewListener } from './live-preview-listener.client'

/** The live preview's listener, on pages a staff member previews in draft mode only. */
export async function LivePreview() {
  return (await previewingStaff()) ? <LivePreviewListener /> : null
}
