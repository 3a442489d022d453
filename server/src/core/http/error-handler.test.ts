import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markFromDatabase } from "../../db/errors";
import { registerErrorHandling } from "./error-handler";

/** An error as Node's sockets raise it: a code and the system call that failed. */
function socketError(code: string, syscall: string): Error {
  return Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
}

describe("errors from a database that is away", () => {
  const app = Fastify({ logger: false });
  const thrown: Record<string, () => Error> = {
    "db-refused": () => markFromDatabase(socketError("ECONNREFUSED", "connect")),
    "db-reset-wrapped": () => new Error("Failed query", { cause: markFromDatabase(socketError("ECONNRESET", "read")) }),
    "db-shutdown": () => markFromDatabase(Object.assign(new Error("terminating connection"), { code: "57P01" })),
    "storage-refused": () => socketError("ECONNREFUSED", "connect"),
    "storage-reset": () => socketError("ECONNRESET", "read"),
  };
  beforeAll(async () => {
    registerErrorHandling(app);
    app.get("/:kind", async (req) => {
      throw thrown[(req.params as { kind: string }).kind]();
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answer 503 database_unavailable with Retry-After, even when wrapped by the query builder", async () => {
    for (const kind of ["db-refused", "db-reset-wrapped", "db-shutdown"]) {
      const res = await app.inject({ method: "GET", url: `/${kind}` });
      expect(res.statusCode, kind).toBe(503);
      expect(res.json().code, kind).toBe("database_unavailable");
      expect(res.headers["retry-after"], kind).toBe("2");
    }
  });

  it("but the same socket codes from anything else (an S3 store) stay a 500", async () => {
    for (const kind of ["storage-refused", "storage-reset"]) {
      const res = await app.inject({ method: "GET", url: `/${kind}` });
      expect(res.statusCode, kind).toBe(500);
      expect(res.json().code, kind).toBe("internal_error");
    }
  });
});
