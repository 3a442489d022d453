import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalidField } from "./errors";

/** The bytes of a request as they came, for signatures and echoes (a webhook's HMAC, PayPal's verification). */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export const rawBodyOf = (req: FastifyRequest): Buffer => rawBodies.get(req) ?? Buffer.alloc(0);

/**
 * In this plugin only (parsers are encapsulated): JSON and form-encoded bodies keep their raw bytes. A form is
 * parsed into an object of its fields, or, when `formPayload` names a field holding JSON (GitHub's
 * `payload=…`), into that JSON. Routes that read forms say so with `config.formBody` (the fuzz suite's list).
 */
export function keepRawBodies(app: FastifyInstance, options: { formPayload?: string } = {}): void {
  app.removeContentTypeParser(["application/json"]);
  app.addContentTypeParser(
    ["application/json", "application/x-www-form-urlencoded"],
    { parseAs: "buffer" },
    (req, body: Buffer, done) => {
      rawBodies.set(req, body);
      const text = body.toString("utf8");
      try {
        if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
          return done(null, JSON.parse(text || "{}"));
        }
        const form = new URLSearchParams(text);
        if (options.formPayload) return done(null, JSON.parse(form.get(options.formPayload) ?? "{}"));
        return done(null, Object.fromEntries(form));
      } catch {
        return done(invalidField("body", "The body is not valid JSON."), undefined);
      }
    },
  );
}
