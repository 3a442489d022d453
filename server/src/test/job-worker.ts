import type { JobContext } from "../core/jobs/kinds";
import { JobQueue, type QueueTuning } from "../core/jobs/queue";
import type { TestContext } from "./harness";

/**
 * Another job worker on a test app's database: a second process, or the same one after a restart. With
 * `listening` it is woken by NOTIFY as a started app's worker is; `config` and `mailer` make it a process set
 * up otherwise (mail on where the app has it off).
 */
export function otherJobWorker(
  t: TestContext,
  options: { tuning?: QueueTuning; listening?: boolean } & Partial<Pick<JobContext, "config" | "mailer">> = {},
): JobQueue {
  return new JobQueue(
    {
      db: t.database.db,
      config: options.config ?? t.config,
      log: t.app.log,
      mailer: options.mailer ?? t.app.deps.mailer,
      listen: options.listening
        ? (channel, onNotify, onReconnect) => t.database.listen(channel, () => onNotify(), onReconnect)
        : undefined,
    },
    options.tuning,
  );
}
