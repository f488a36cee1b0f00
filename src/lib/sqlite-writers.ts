import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * One SQLite file takes one writer at a time. Each transaction here takes the write lock at BEGIN
 * (IMMEDIATE), and libsql runs SQLite synchronously: a second BEGIN in the same process cannot
 * wait for the first with `busy_timeout` (waiting blocks the very thread that would commit), so
 * it failed at once with SQLITE_BUSY, "database is locked", and two password resets, or an
 * application and a contact message, could not be stored at the same moment. Transactions of
 * this process now queue for their turn instead; other processes still meet busy_timeout.
 *
 * A write made outside any transaction (Payload saves a staff member's list and language
 * preferences with `disableTransaction`) met the same lock whenever a transaction was open, and
 * the admin's list came up empty: such writes take a turn in the same queue.
 */
type TransactionalDb = {
  beginTransaction(options?: unknown): Promise<number | string | null>
  commitTransaction(id: number | string | Promise<number | string>): Promise<void>
  rollbackTransaction(id: number | string | Promise<number | string>): Promise<void>
}

/** The database adapter's methods that write (Payload's `BaseDatabaseAdapter`). */
const WRITES = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

type WriteArgs = { req?: { transactionID?: unknown } } | undefined
type Write = (args: WriteArgs) => Promise<unknown>

/** Longest wait for the turn; then the request fails as it did before, rather than hang. */
export const TRANSACTION_QUEUE_TIMEOUT_MS = 30_000

const serialized = new WeakSet<object>()

export function serializeTransactions(
  db: TransactionalDb,
  timeoutMs = TRANSACTION_QUEUE_TIMEOUT_MS,
) {
  if (serialized.has(db)) return
  serialized.add(db)
  let tail: Promise<void> = Promise.resolve()
  const held = new Map<number | string, () => void>()
  const begin = db.beginTransaction.bind(db)
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)

  /** Waits until every writer ahead is done (or the timeout), and gives the release of this turn. */
  const takeTurn = async (): Promise<() => void> => {
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    const before = tail
    tail = tail.then(() => mine)
    await waitAtMost(before, timeoutMs)
    return release
  }

  db.beginTransaction = async (options) => {
    const release = await takeTurn()
    try {
      const id = await begin(options)
      if (id === null || id === undefined) release()
      else held.set(id, release)
      return id
    } catch (error) {
      release()
      throw error
    }
  }
  const finishing =
    (finish: (id: number | string) => Promise<void>) =>
    async (given: number | string | Promise<number | string>) => {
      const id = await given
      try {
        await finish(id)
      } finally {
        held.get(id)?.()
        held.delete(id)
      }
    }
  db.commitTransaction = finishing(commit)
  db.rollbackTransaction = finishing(rollback)

  // A write inside one of those transactions runs on its connection; any other waits its turn.
  // The adapter's writes call each other (`upsert` calls `updateOne`): one turn covers them all.
  const inTurn = new AsyncLocalStorage<true>()
  const writes = db as unknown as Partial<Record<(typeof WRITES)[number], Write>>
  for (const name of WRITES) {
    const write = writes[name]?.bind(db)
    if (!write) continue
    writes[name] = async (args) => {
      if (args?.req?.transactionID || inTurn.getStore()) return write(args)
      const release = await takeTurn()
      try {
        return await inTurn.run(true, () => write(args))
      } finally {
        release()
      }
    }
  }
}

function waitAtMost(turn: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  return Promise.race([turn, late]).finally(() => clearTimeout(timer))
}
