/**
 * The admin's apply (issue 35): an in-process task whose state is written to the upload's
 * folder after every talent and picture, which the view polls. It re-plans the stored files, so
 * the browser's copy of the dry run decides nothing, and writes through the CLI's applyPlan
 * (by external id and picture hash: a re-run after a crash finishes what was cut short and
 * changes nothing already written). Each write is the admin's, in the audit log.
 */
import { after } from 'next/server'
import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { applyPlan } from '@/move/import-roster'

import { planUpload } from './dry-run'
import { dropFiles, runningHere, writeState, type UploadState } from './upload-store'

/** Starts the apply and answers its first state; the writes go on after the answer. */
export async function applyDryRun(
  req: PayloadRequest,
  state: UploadState,
  { publish }: { publish: boolean },
): Promise<UploadState> {
  runningHere.add(state.id)
  try {
    const { saved, plan } = await planUpload(req.payload, state)
    const writes = plan.filter((planned) => planned.action !== 'skip')
    const running: UploadState = {
      ...state,
      apply: {
        status: 'running',
        publish,
        talentsDone: 0,
        talentsTotal: writes.length,
        picturesDone: 0,
        picturesTotal: writes.reduce(
          (sum, { photos }) =>
            sum + (photos ? photos.portfolio.length + photos.polaroids.length : 0),
          0,
        ),
        created: writes.filter((planned) => planned.action === 'create').length,
        updated: writes.filter((planned) => planned.action === 'update').length,
        unchanged: plan.length - writes.length,
        startedAt: new Date().toISOString(),
      },
    }
    await writeState(running)
    inBackground((revalidate) =>
      write(req.payload, req.user as TypedUser, running, () =>
        applyPlan(req.payload, plan, saved, {
          publish,
          user: req.user as TypedUser,
          revalidate,
          onProgress: (done) => (running.apply!.talentsDone = done),
          onPicture: () => running.apply!.picturesDone++,
        }),
      ),
    )
    return running
  } catch (error) {
    runningHere.delete(state.id)
    throw error
  }
}

/**
 * After the answer: in a Next request, as its `after()` work, where the writes expire the site's
 * caches as the admin's saves do (Next runs the expiries of `after()` work); without one (the
 * integration tests), on its own, with no cache to expire.
 */
function inBackground(task: (revalidate: boolean) => Promise<void>): void {
  try {
    after(() => task(true))
  } catch {
    void task(false)
  }
}

/** Runs the writes, saving the state every half second and at the end. */
async function write(
  payload: Payload,
  user: TypedUser,
  state: UploadState,
  writes: () => Promise<void>,
): Promise<void> {
  const run = state.apply!
  let saving = Promise.resolve()
  const save = () => (saving = saving.then(() => writeState(state)).catch(() => undefined))
  const timer = setInterval(save, 500)
  try {
    await writes()
    run.status = 'done'
    await dropFiles(state)
  } catch (error) {
    run.status = 'failed'
    run.error = (error as Error).message
    payload.logger.error({ err: error, user: user.email }, 'The roster import stopped')
  } finally {
    clearInterval(timer)
    run.finishedAt = new Date().toISOString()
    await save()
    runningHere.delete(state.id)
  }
}
