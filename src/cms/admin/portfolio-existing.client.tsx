'use client'

import { Button, useListDrawer } from '@payloadcms/ui'

import type { Media } from '@/payload-types'

import { thumbnailOf, type MediaThumbnail } from './cms-api'

/**
 * "Choose existing pictures": Payload's own media list in a drawer, as an upload field opens it.
 * The picture chosen joins the portfolio at the end, and the drawer closes, as the field's does.
 */
export function PortfolioExisting({ onChosen }: { onChosen: (media: MediaThumbnail) => void }) {
  const [ListDrawer, , { openDrawer, closeDrawer }] = useListDrawer({
    collectionSlugs: ['media'],
    uploads: true,
  })
  return (
    <>
      <Button buttonStyle="secondary" size="small" onClick={openDrawer}>
        Choose existing pictures
      </Button>
      <ListDrawer
        allowCreate={false}
        onSelect={({ doc }) => {
          onChosen(thumbnailOf(doc as Media))
          closeDrawer()
        }}
      />
    </>
  )
}
