import http from 'node:http'

/** An answer as it came over the wire: compressed bytes left compressed. */
export type WireAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/**
 * A GET whose body is read as sent, never decompressed (fetch decompresses what it receives).
 * For loopback addresses only: the tests and benchmarks of the page cache.
 */
export function getOnTheWire(url: string, headers: Record<string, string>): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          resolve({
            status: answer.statusCode!,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
  })
}
