import { MESSAGES } from "@cairn/shared";

export type FieldErrors = Record<string, string[]>;

/** The one error type: a stable code, a real HTTP status and the messages the UI toasts. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messages: string[],
    readonly params?: FieldErrors,
    /** Sent as Retry-After: when a refused caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(messages.join(" "));
  }
}

export const invalid = (params: FieldErrors) =>
  new AppError(400, "rest_invalid_param", Object.values(params).flat(), params);
export const invalidField = (field: string, message: string) => invalid({ [field]: [message] });
export const unauthorized = (message: string = MESSAGES.notSignedIn) =>
  new AppError(401, "rest_not_logged_in", [message]);
export const forbidden = (message: string = MESSAGES.noPermission) => new AppError(403, "rest_forbidden", [message]);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, "rest_not_found", [message]);
export const conflict = (message: string) => new AppError(409, "rest_conflict", [message]);
/** A refusal of the domain (422) that a form shows under its field: well formed, but it cannot be done. */
export const unprocessableField = (field: string, message: string) =>
  new AppError(422, "rest_unprocessable", [message], { [field]: [message] });
export const unprocessable = (message: string, code = "rest_unprocessable") => new AppError(422, code, [message]);
export const tooLarge = (message: string = MESSAGES.bodyTooLarge) => new AppError(413, "rest_too_large", [message]);
export const methodNotAllowed = (message: string) => new AppError(405, "rest_method_not_allowed", [message]);
export const unsupportedMediaType = (message: string) => new AppError(415, "rest_unsupported_media_type", [message]);
export const notAcceptable = (message: string) => new AppError(406, "rest_not_acceptable", [message]);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, "rest_too_many_requests", [message], undefined, retryAfterSeconds);

/**
 * For `.catch`: any 404 met while loading what an item hangs on becomes the item's own 404, so an item whose
 * holder the caller may not see answers exactly as an id of nothing (its existence is not revealed).
 */
export const missingAs =
  (message: string) =>
  (err: unknown): never => {
    throw err instanceof AppError && err.status === 404 ? notFound(message) : err;
  };

/** The API.md error body. */
export function errorBody(err: AppError, options: { errorList?: boolean } = {}) {
  // For a 400 the messages are already every field's messages, in order.
  const list = options.errorList ? { error: err.messages } : {};
  return {
    code: err.code,
    message: err.messages,
    data: { status: err.status, ...(err.params ? { params: err.params } : {}), ...list },
  };
}
