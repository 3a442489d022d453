import type { Db } from "../../db/client";
import { type Authentication, type CurrentUser, stillSignedIn } from "./current-user";

/**
 * Ties a long-lived answer (an event stream) to the credential that opened it. Every delivery, and the
 * caller's timer (its heartbeat goes through `deliver` too), first asks the database whether the session or
 * token still stands and its user may still watch; once not, `onEnd` closes the answer and nothing more is
 * written. Asking the database sees a session ended by any process of a cluster (sign-out, a new
 * password, deactivation, expiry). Deliveries run one after another, in the order given.
 */
export function leaseCredential(
  db: Db,
  auth: Authentication,
  options: { mayWatch: (user: CurrentUser) => boolean; onEnd: () => void },
) {
  let ended = false;
  let queue: Promise<void> = Promise.resolve();
  const stands = async () => {
    // The database being away ends the stream too: the browser reconnects and is authenticated afresh.
    const user = await stillSignedIn(db, auth).catch(() => null);
    return user !== null && options.mayWatch(user);
  };
  const end = () => {
    if (ended) return;
    ended = true;
    options.onEnd();
  };
  return {
    deliver(write: () => void) {
      queue = queue.then(async () => {
        if (ended) return;
        if (await stands()) {
          if (!ended) write();
        } else end();
      });
    },
    /** The answer closed on its own (the browser left): nothing more is checked or written. */
    release() {
      ended = true;
    },
  };
}
