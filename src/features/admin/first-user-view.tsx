import { CreateFirstUserView } from '@payloadcms/next/views'
import type { AdminViewServerProps } from 'payload'

import { AgencyLogo } from './agency-brand'
import styles from './agency-brand.module.css'

/**
 * The first visit's screen, where the first admin account is made: Payload's, under the agency's
 * logo (or name), as on the login page. Payload's own view shows none.
 */
export function FirstUserView(props: AdminViewServerProps) {
  return (
    <>
      <div className={styles.firstUserBrand}>
        <AgencyLogo />
      </div>
      <CreateFirstUserView {...props} />
    </>
  )
}
