import fastJson, { type Schema } from "fast-json-stringify";
import type { FastifyReply } from "fastify";
import { z } from "zod";

/**
 * Answers leave through their route's declared schema (`schema.response`, zod, from packages/shared/src/answers):
 * fast-json-stringify writes the JSON from the schema's JSON Schema, which is faster than JSON.stringify for
 * the large answers and a whitelist: a field the schema does not name is left out. With `checkAnswers` (the
 * test suites), each answer is also held against its schema, so a schema cannot lie: an answer that has a
 * field its schema does not name, or a field of the wrong type, or misses one, fails the call with a 500
 * whose message says which (and is printed, for the test that made the call).
 */
export function answerSerializerCompiler(options: { checkAnswers: boolean }) {
  return ({
    schema,
    method,
    url,
    httpStatus,
  }: {
    schema: unknown;
    method: string;
    url: string;
    httpStatus?: string;
  }) => {
    if (!(schema instanceof z.ZodType)) {
      throw new Error(`${method} ${url}: an answer schema is a zod schema (packages/shared/src/answers)`);
    }
    const write = fastJson(writerSchema(schema));
    if (!options.checkAnswers) return write;
    const where = `${method} ${url} (${httpStatus})`;
    return (data: unknown) => {
      const written = write(data);
      checkAnswer(where, schema, data, written);
      return written;
    };
  };
}

/**
 * An answer written elsewhere as JSON text (PostgreSQL builds the Gantt chart's) skips the serialiser; with
 * `checkAnswers` it is held against its route's declared schema all the same.
 */
export function checkAnswerText(reply: FastifyReply, text: string): void {
  if (!reply.server.deps.checkAnswers) return;
  const declared = reply.request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = declared?.[String(reply.statusCode)];
  if (!(schema instanceof z.ZodType)) return;
  const where = `${reply.request.method} ${reply.request.routeOptions.url} (${reply.statusCode})`;
  checkAnswer(where, schema, JSON.parse(text), text);
}

/**
 * The JSON Schema the writer follows. `additionalProperties: false` goes: the writer leaves unnamed fields
 * out anyway, and inside an anyOf (a nullable object) it would make an object with one more field match no
 * branch, a 500 for what is only a field too many.
 */
export function writerSchema(schema: z.ZodType): Schema {
  const json = z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "any" });
  return loosened(json) as Schema;
}

function loosened(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(loosened);
  if (typeof node !== "object" || node === null) return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => key !== "$schema" && !(key === "additionalProperties" && value === false),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, loosened(value)]));
}

function checkAnswer(where: string, schema: z.ZodType, data: unknown, written: string): void {
  const sent: unknown = JSON.parse(written);
  const meant: unknown = JSON.parse(JSON.stringify(data) ?? "null");
  const dropped = firstDropped(meant, sent, "");
  const parsed = schema.safeParse(sent);
  const problem =
    dropped !== undefined
      ? `the answer has ${dropped}, which its schema does not name`
      : parsed.success
        ? undefined
        : `the answer does not match its schema:\n${z.prettifyError(parsed.error)}`;
  if (problem === undefined) return;
  const message = `${where}: ${problem}`;
  console.error(message);
  throw new Error(message);
}

/** The first field of what the handler returned that the written answer lost, as a path. */
function firstDropped(meant: unknown, sent: unknown, path: string): string | undefined {
  if (Array.isArray(meant) && Array.isArray(sent)) {
    for (let i = 0; i < meant.length; i++) {
      const found = firstDropped(meant[i], sent[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof meant !== "object" || meant === null || typeof sent !== "object" || sent === null) return undefined;
  for (const [key, value] of Object.entries(meant)) {
    const at = path === "" ? key : `${path}.${key}`;
    if (!(key in sent)) return at;
    const found = firstDropped(value, (sent as Record<string, unknown>)[key], at);
    if (found !== undefined) return found;
  }
  return undefined;
}
