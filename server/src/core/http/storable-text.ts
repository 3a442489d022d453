import { hasUnstorableCharacter, MESSAGES, TEXT_MESSAGES } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import { type FieldErrors, invalid, unsupportedMediaType } from "./errors";

/** Far deeper than any body Cairn reads: deeper JSON is refused, not walked (or parsed by a schema). */
const MAX_DEPTH = 32;

/** Arrays and plain objects, including those without a prototype (the router's parameters). */
function isWalkable(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return Array.isArray(v) || proto === Object.prototype || proto === null;
}

function collect(value: unknown, path: string, found: FieldErrors, depth: number) {
  if (typeof value === "string") {
    if (hasUnstorableCharacter(value)) found[path || "body"] = [TEXT_MESSAGES.unstorable];
    return;
  }
  if (!isWalkable(value)) return;
  if (depth >= MAX_DEPTH) {
    found[path || "body"] = [MESSAGES.nestedTooDeeply];
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasUnstorableCharacter(key)) found[at] = [TEXT_MESSAGES.unstorable];
    else collect(child, at, found, depth + 1);
  }
}

/**
 * Refuses, with 400 on each field, a NUL or a broken Unicode character anywhere in what a request carries
 * (@cairn/shared text.ts): PostgreSQL would refuse it with an error the client learns nothing from. JSON
 * nested deeper than any real body is refused on the way.
 */
export function assertStorableText(...values: unknown[]) {
  const found: FieldErrors = {};
  for (const value of values) collect(value, "", found, 0);
  if (Object.keys(found).length > 0) throw invalid(found);
}

/** Every route, before its schema: the address's parameters, the query string and a JSON or form body. */
export function registerStorableText(app: FastifyInstance) {
  app.addHook("preValidation", async (req) => {
    // A route with a body schema reads JSON only; a form sent to it would reach its schema as no body at all.
    if (req.isMultipart() && req.routeOptions.schema?.body) throw unsupportedMediaType(MESSAGES.jsonOnly);
    // A multipart body is read by the route as it streams (core/http/multipart.ts checks its fields).
    assertStorableText(req.params, req.query, req.isMultipart() ? undefined : req.body);
  });
}
