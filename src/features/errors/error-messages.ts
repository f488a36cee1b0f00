/** The spec's error screens, word for word where it gives the words. */

export const NOT_FOUND_HEADING = '404'
export const NOT_FOUND_TITLE = 'PAGE NOT FOUND'
export const NOT_FOUND_TEXT =
  'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.'

export const SERVER_ERROR_HEADING = 'Oops!'
export const SERVER_ERROR_TEXT =
  'Our server is having a bad day, and we are fixing it. Please try again in a few minutes.'

export const GO_HOME = 'Go to Home'

/** The message of an unmatched path (spec: "Page Not Found: {path}"). */
export const pageNotFoundMessage = (path: string) => `Page Not Found: ${path}`
