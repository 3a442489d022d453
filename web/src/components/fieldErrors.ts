import { ApiError } from "../api/client";

/** The first message for a field from a 400 answer, for showing under that input (spec: first message per field). */
export function fieldError(err: unknown, field: string): string | undefined {
  return err instanceof ApiError ? err.params[field]?.[0] : undefined;
}
