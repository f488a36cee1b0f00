import path from 'node:path'

/** Where the end-to-end server listens and keeps its data (a fresh seeded database per run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
export const E2E_DATA_DIR = path.resolve('data/e2e')
export const E2E_SERVER_LOG = path.join(E2E_DATA_DIR, 'server.log')
