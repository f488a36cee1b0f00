'use client'

import dynamic from 'next/dynamic'

/**
 * The application form, split from the code every visitor page loads: a server component
 * imports it from here, and only the pages that render it load its JavaScript (rendered on the
 * server as before; the browser fetches the chunk as the page loads). Imported directly, every
 * page of the route would carry it (Turbopack puts a route's client components in one group).
 */
export const SubmissionForm = dynamic(() =>
  import('./submission-form.client').then((module) => module.SubmissionForm),
)
