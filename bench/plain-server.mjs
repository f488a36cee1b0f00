/**
 * The yardstick of the page benchmark (bench/pages.ts): a bare `node:http` server that sends
 * answers recorded from the site (status, headers and compressed body), from memory, for their
 * paths. Whatever the site does per request beyond this is the cost of the site.
 *
 * `node bench/plain-server.mjs PORT ANSWERS.json`, where ANSWERS.json maps a path to
 * `{ status, headers, body }` (body in base64).
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'

const [port, file] = process.argv.slice(2)
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, answer]) => [
    path,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
)

http
  .createServer((request, response) => {
    const answer = answers.get(request.url)
    if (!answer) return response.writeHead(404).end()
    response.writeHead(answer.status, answer.headers)
    response.end(answer.body)
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'))
