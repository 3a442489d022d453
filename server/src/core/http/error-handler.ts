import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { MESSAGES, SETTINGS_MESSAGES, SPRINT_MESSAGES, TIME_MESSAGES } from "@cairn/shared";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { isMarkedFromDatabase } from "../../db/errors";
import {
  AppError,
  conflict,
  errorBody,
  type FieldErrors,
  invalid,
  notFound,
  tooLarge,
  unsupportedMediaType,
} from "./errors";

/** Turns zod issues into API.md's `params`: each field with its messages. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const params: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "body";
    params[field] ??= [];
    if (!params[field].includes(issue.message)) params[field].push(issue.message);
  }
  return params;
}

/** What an error and the errors it wraps (drizzle wraps the driver's) carry that we read. */
type ErrorFields = { code?: unknown; message?: unknown; syscall?: unknown; constraint?: unknown; cause?: unknown };

/** The error, then its `cause`, and so on, four deep at most. */
function causeChain(err: unknown): ErrorFields[] {
  const chain: ErrorFields[] = [];
  for (let e = err as ErrorFields | undefined; e && chain.length < 4; e = e.cause as ErrorFields | undefined)
    chain.push(e);
  return chain;
}

const CONNECTION_LOST =
  /Connection terminated|connection (error|timeout)|not queryable|server closed the connection|terminating connection/i;

/** One error of the chain says the connection to the database is gone or not there yet. */
function isConnectionLost(e: ErrorFields): boolean {
  const code = typeof e.code === "string" ? e.code : "";
  // Refused or missing socket only when connecting: ENOENT from the file storage is something else.
  if ((code === "ECONNREFUSED" || code === "ENOENT") && e.syscall === "connect") return true;
  if (["57P01", "57P02", "57P03"].includes(code)) return true; // shut down, crashed, starting up
  if (code === "ECONNRESET" || code === "EPIPE") return true; // the server went away mid-statement
  if (code.startsWith("08")) return true; // SQLSTATE class 08: connection exception
  return typeof e.message === "string" && CONNECTION_LOST.test(e.message);
}

/**
 * The database cannot be reached right now: the embedded server is restarting after a crash, or a
 * PostgreSQL server is down or in recovery. A retry in a moment will work, so say so (503), not 500.
 * Only errors the database connection raised count (db/errors.ts): a refused S3 connection is a 500.
 */
function isDatabaseUnavailable(chain: ErrorFields[]): boolean {
  return chain.some(isMarkedFromDatabase) && chain.some(isConnectionLost);
}

/**
 * Unique indexes that guard a field a person types: two requests racing past the service's own check both
 * reach the INSERT, and the loser gets the same 400 on the same field as a sequential duplicate would.
 */
const UNIQUE_FIELDS: Record<string, [field: string, message: string]> = {
  projects_title_key: ["title", MESSAGES.projectTitleUnique],
  departments_title_key: ["title", SETTINGS_MESSAGES.departmentTitleUnique],
  users_email_key: ["email", MESSAGES.emailTaken],
};

/** Unique indexes that guard a rule of the domain: the loser of a race gets the conflict a check would give. */
const UNIQUE_CONFLICTS: Record<string, string> = {
  // A task sits in at most one kanboard column.
  kanboard_cards_pkey: MESSAGES.taskAlreadyInColumn,
  // A task is in at most one active sprint.
  sprint_tasks_one_active_idx: SPRINT_MESSAGES.taskInAnotherSprint,
  // A person has at most one timer running.
  time_logs_one_running_key: TIME_MESSAGES.startedElsewhere,
};

function uniqueFieldClash(chain: ErrorFields[]): AppError | null {
  for (const e of chain) {
    const name = e.code === "23505" && typeof e.constraint === "string" ? e.constraint : undefined;
    const known = name ? UNIQUE_FIELDS[name] : undefined;
    if (known) return invalid({ [known[0]]: [known[1]] });
    if (name && UNIQUE_CONFLICTS[name]) return conflict(UNIQUE_CONFLICTS[name]);
  }
  return null;
}

function toAppError(err: FastifyError | Error): AppError | null {
  if (err instanceof AppError) return err;
  const chain = causeChain(err);
  const clash = uniqueFieldClash(chain);
  if (clash) return clash;
  if (isDatabaseUnavailable(chain)) return new AppError(503, "database_unavailable", [MESSAGES.databaseUnavailable]);
  if (err instanceof ZodError) return invalid(fieldErrors(err.issues));
  const fe = err as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) {
    return invalid(
      fieldErrors(
        fe.validation.map((v) => ({
          path: v.instancePath.split("/").filter(Boolean),
          message: v.message ?? "Invalid.",
        })),
      ),
    );
  }
  if (
    fe.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
    fe.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
    (fe.statusCode === 400 && err instanceof SyntaxError)
  ) {
    return invalid({ body: [MESSAGES.invalidJson] });
  }
  if (fe.code === "FST_ERR_CTP_BODY_TOO_LARGE" || fe.code === "FST_REQ_FILE_TOO_LARGE" || fe.statusCode === 413) {
    return tooLarge();
  }
  if (fe.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return unsupportedMediaType(MESSAGES.jsonOrForm);
  }
  if (fe.statusCode === 429) return new AppError(429, "rest_too_many_requests", [fe.message]);
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new AppError(fe.statusCode, "rest_bad_request", [fe.message]);
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const known = toAppError(err);
    if (known?.status === 503) reply.header("retry-after", "2");
    if (known?.retryAfterSeconds !== undefined) reply.header("retry-after", String(known.retryAfterSeconds));
    if (known)
      return reply.status(known.status).send(errorBody(known, { errorList: req.routeOptions.config?.errorList }));
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ code: "internal_error", message: [MESSAGES.internal], data: { status: 500 } });
  });
}

/**
 * Errors Fastify raises before a route is found (a path with broken percent-encoding, for one), which the
 * error handler never sees: answered in the API's error shape too. Pass as Fastify's `frameworkErrors`.
 */
export function answerFrameworkError(err: FastifyError, _req: unknown, reply: FastifyReply) {
  const known =
    err.code === "FST_ERR_BAD_URL"
      ? invalid({ url: [MESSAGES.badUrl] })
      : (toAppError(err) ?? new AppError(400, "rest_bad_request", [err.message]));
  return reply.status(known.status).send(errorBody(known));
}

export function apiNotFound() {
  const err = notFound(MESSAGES.noRoute);
  return { status: 404, body: { ...errorBody(err), code: "rest_no_route" } };
}

/** What Node's HTTP parser refused, by its error code: the status and message we answer with. */
function clientErrorAnswer(code: string | undefined): AppError {
  if (code === "HPE_HEADER_OVERFLOW") return new AppError(431, "rest_headers_too_large", [MESSAGES.headersTooLarge]);
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return new AppError(408, "rest_request_timeout", [MESSAGES.requestTimeout]);
  return new AppError(400, "rest_bad_request", [MESSAGES.badRequest]);
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (headers over the limit, broken syntax, too
 * slow) never reaches Fastify, so the answer is written on the socket here, in the error shape, and the
 * connection closed as Node itself would.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex) {
  // A reset connection is gone already: there is no one to answer.
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const known = clientErrorAnswer(err.code);
    const body = JSON.stringify(errorBody(known));
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n" +
        body,
    );
  }
  socket.destroy(err);
}

/**
 * While the process shuts down, requests still arriving on open connections get 503 in the error shape
 * (Fastify's own `return503OnClosing` answers in its shape): the load balancer or the browser retries.
 */
export function registerShutdownAnswer(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onRequest", (_req, reply, done) => {
    if (!closing) return done();
    reply.header("connection", "close").header("retry-after", "2");
    done(new AppError(503, "rest_shutting_down", [MESSAGES.shuttingDown]));
  });
}
