/** Google's tag script, loaded only when the settings hold a measurement id. */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js'

/** "data layer named dataLayer" */
export const DATA_LAYER_NAME = 'dataLayer'
