import pg from "pg";

/** Stops listening and closes the connection. */
export type StopListening = () => Promise<void>;

const RETRY_MS = [250, 1000, 3000, 10_000];

/**
 * PostgreSQL LISTEN on a connection of its own (a pooled one would be handed to others between
 * notifications). A dropped connection (the database restarting) is opened again after a growing pause;
 * `onReconnect` then runs, since notifications sent meanwhile were lost and the listener must catch up;
 * `onDrop` runs when the connection is lost, for a listener that must not trust its copy while deaf.
 * Channels are identifiers we choose (never user input): quoted, not parameterised, as LISTEN requires.
 */
export async function listen(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: () => void = () => undefined,
  onDrop: () => void = () => undefined,
): Promise<StopListening> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (n) => {
      if (n.channel === channel) onNotify(n.payload ?? "");
    });
    next.on("error", () => reopen());
    next.on("end", () => reopen());
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (attempt > 0) onReconnect();
    attempt = 0;
  };

  function reopen() {
    if (stopped || timer) return;
    const old = client;
    client = undefined;
    if (old) onDrop();
    if (old) void retire(old);
    const wait = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    timer = setTimeout(() => {
      timer = undefined;
      open().catch(() => reopen());
    }, wait);
  }

  await open();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = undefined;
    if (c) await retire(c);
  };
}

/**
 * Ends a connection we no longer listen on. Its listeners go (no reopening, no notifications), but an error
 * listener stays: the server may still send one while it ends (a database dropped with `force`, a
 * terminated backend), and an 'error' with no listener ends the process (seen as an uncaught 57P01 in a test
 * run whose database was dropped while its app closed).
 */
async function retire(c: pg.Client): Promise<void> {
  c.removeAllListeners();
  c.on("error", () => undefined);
  await c.end().catch(() => undefined);
}
