'use client'

import dynamic from 'next/dynamic'

/**
 * The book page's filters, split from the code every visitor page loads. Server code imports them
 * from here: only the pages that render them load their JavaScript. Imported directly, every page
 * of the route would carry them (Turbopack puts a route's client components in one group).
 */
export const FiltersForm = dynamic(() =>
  import('./filters-form.client').then((module) => module.FiltersForm),
)

export const HeightField = dynamic(() =>
  import('./filters-form.client').then((module) => module.HeightField),
)
