/** How long typing may pause before the admin asks the server about what was typed. */
export const TYPING_PAUSE_MS = 250
