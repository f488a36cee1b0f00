import { Client } from 'pg'

/** Creates the database `name` on the server of `serverUrl` and returns its URL. */
export async function createPostgresDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
