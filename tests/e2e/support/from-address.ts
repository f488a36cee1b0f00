import { request as httpRequest } from 'node:http'

import { E2E_PORT } from './server-env'

/**
 * A request to the end-to-end server from another loopback address (any of 127.0.0.0/8), so a
 * test has rate-limit counters of its own: the server counts the socket's address.
 */
export function requestFrom(
  localAddress: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const body = options.body ?? ''
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        localAddress,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { ...options.headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => (text += String(chunk)))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: text,
          }),
        )
      },
    )
    call.on('error', reject)
    call.end(body)
  })
}

/** A loopback address of this run alone: the server keeps its counts while it runs. */
export function loopbackAddress(): string {
  const octet = () => 2 + Math.floor(Math.random() * 250)
  return `127.${octet()}.${octet()}.${octet()}`
}
