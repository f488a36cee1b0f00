'use client'

import dynamic from 'next/dynamic'

/**
 * The inquiry form, split from the code every visitor page loads (decision 16): only the
 * shortlist page loads the form engine.
 */
export const InquiryForm = dynamic(() =>
  import('./inquiry-form.client').then((module) => module.InquiryForm),
)
