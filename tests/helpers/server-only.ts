// Stands in for the `server-only` guard under Vitest, which is not a React server environment.
export {}
