// @ts-check
/**
 * How the production server's process is started, by `npm start` (package.json, which cannot
 * import this and spells the same) and by everything that starts it apart: the stack, the tests
 * and the benchmarks. These are read as the process begins, so `scripts/start.mjs` cannot set
 * them itself (decision 36).
 */

/**
 * V8's young generation at most 2 x 4 MiB (Node's default is 2 x 16): a render allocates in
 * bursts, and a young generation grown for them is kept. With SERVER_PROCESS_ENV: 56-62 MiB less
 * at the peak of the Traffic benchmark's renders (decision 36).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4']

/**
 * glibc's malloc keeps an arena per thread that allocated (up to eight per core); the compression
 * and image threads each grow one and hold its memory. Two are enough for a process whose work is
 * on one event loop.
 */
export const SERVER_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' }

/**
 * The program and arguments that start the server, as `npm start` does.
 * @param {string[]} args `scripts/start.mjs`'s own (`--port`, `--hostname`)
 * @returns {[string, ...string[]]}
 */
export function serverCommand(args) {
  return [process.execPath, ...SERVER_NODE_FLAGS, 'scripts/start.mjs', ...args]
}
