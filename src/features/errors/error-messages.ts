/**
 * The message of an unmatched path in logs and JSON answers (spec: "Page Not Found: {path}");
 * the screen says it in the page's language (`errors.pathNotFound`).
 */
export const pageNotFoundMessage = (path: string) => `Page Not Found: ${path}`
