/** The request header in which the proxy (src/proxy.ts) tells a render its language. */
export const LOCALE_HEADER = 'x-roster-locale'
