import type { FastifyReply, FastifyRequest } from "fastify";
import { checkAnswerText } from "./answer-serializer";

/**
 * Serialized answers of the heaviest reads (a project's task lists, its files, the project list, the
 * feeds), kept per caller and per data version.
 *
 * Why it is safe: the key holds the version of every row the answer was built from. Triggers bump a
 * project's version at the commit of any change in it, and the directory version at any change of the
 * workspace's tables (users, global settings, task types, sprints…). Every table has the triggers, attached
 * by `cairn_track_versions` (migration 0045), or a reason in db/data-versions-coverage.test.ts why no cached
 * answer shows it. The version comes from the same statement that reads the
 * session, so a write committed before the request began is always seen; another process's writes too.
 * The answer itself is read after the version, so it is never older than its key says.
 */
export class ReadCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const body = this.entries.get(key);
    if (body) {
      // Map keeps insertion order: re-inserting marks the entry as recently used.
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }

  set(key: string, body: Buffer) {
    // One answer may not push out a whole cache of others.
    if (body.length > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.length;
      this.entries.delete(key);
    }
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/**
 * Answers a GET from the cache when the caller's versions still match, else builds, keeps and sends it.
 * `version` undefined (not read with the session) means: build it, keep nothing. `build` gives the answer
 * as an object, or as JSON text someone else serialised (the Gantt chart, built by PostgreSQL).
 */
export async function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  version: string | undefined,
  build: () => Promise<object | string>,
): Promise<FastifyReply> {
  const cache = req.server.deps.readCache;
  const user = req.auth?.user;
  const key = cache && user && version !== undefined ? `${user.id} ${version} ${req.url}` : undefined;
  const hit = key ? cache?.get(key) : undefined;
  reply.type("application/json; charset=utf-8");
  if (hit) return reply.header("x-read-cache", "hit").send(hit);
  const built = await build();
  // As reply.send treats an answer of a JSON type: text goes as it is (already JSON), anything else through
  // the route's serialiser (its response schema's, else JSON.stringify). The cache keeps the bytes.
  if (typeof built === "string") checkAnswerText(reply, built);
  const serialized = typeof built === "string" ? built : reply.serialize(built);
  // Fastify's serialisers give text; its type allows bytes too.
  const body = typeof serialized === "string" ? Buffer.from(serialized) : Buffer.from(new Uint8Array(serialized));
  if (key) cache?.set(key, body);
  return reply.header("x-read-cache", key ? "miss" : "off").send(body);
}
