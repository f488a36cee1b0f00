/** Where the admin's roster import lives, under /admin. */
export const IMPORT_VIEW_PATH = '/roster-import'
