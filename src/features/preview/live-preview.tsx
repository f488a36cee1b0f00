import { previewingStaff } from '@/lib/data/preview'

import { RefreshOnSave } from './refresh-on-save.client'

/**
 * The live preview's listener, on pages a staff member previews in draft mode only. React loads
 * a client component's code when a page renders it, so visitors' pages never fetch it.
 */
export async function LivePreview() {
  return (await previewingStaff()) ? <RefreshOnSave /> : null
}
