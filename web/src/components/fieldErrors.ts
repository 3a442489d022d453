import { useState } from "react";
import { ApiError } from "../api/client";

/**
 * Whether a field of a 400 answer is one a form shows in place: `pattern` names it exactly, or with `*` for
 * one segment of its path ("users.*.email" covers "users.0.email").
 */
function fieldMatches(pattern: string, field: string): boolean {
  if (!pattern.includes("*")) return pattern === field;
  const want = pattern.split(".");
  const got = field.split(".");
  return want.length === got.length && want.every((part, i) => part === "*" || part === got[i]);
}

/**
 * The messages of a refusal that a form does NOT show under its fields, for a toast: a form shows the first
 * message of each field it names in `inlineFields`, so those are left out (each once, as `message` lists every
 * field's messages); everything else (other fields, a second message of a field, a refusal without fields)
 * stays. Anything but a 400, or a 422 naming its field (a rule of the domain about one input), is left whole.
 */
export function messagesNotShownInPlace(err: ApiError, inlineFields: readonly string[]): string[] {
  if (err.status !== 400 && err.status !== 422) return err.messages;
  const shown = Object.entries(err.params)
    .filter(([field]) => inlineFields.some((pattern) => fieldMatches(pattern, field)))
    .flatMap(([, messages]) => messages.slice(0, 1));
  return err.messages.filter((message) => {
    const i = shown.indexOf(message);
    if (i < 0) return true;
    shown.splice(i, 1);
    return false;
  });
}

/** The first message for a field from a 400 answer, for showing under that input (spec: first message per field). */
export function fieldError(err: unknown, field: string): string | undefined {
  return err instanceof ApiError ? err.params[field]?.[0] : undefined;
}

/**
 * One input's error from the messages of several fields it stands for (a date range's two dates, a list and
 * its first item): each distinct message once, so none the toast leaves to the form is lost.
 */
export function joinedErrors(...messages: (string | undefined)[]): string | undefined {
  const distinct = [...new Set(messages.filter((m): m is string => Boolean(m)))];
  return distinct.length > 0 ? distinct.join(" ") : undefined;
}

/**
 * Field messages of a form's last failed submit, each hidden again as soon as its field is edited, so a
 * corrected input does not stay red until the next submit.
 */
export function useFieldErrors(err: unknown) {
  const [cleared, setCleared] = useState<{ source: unknown; fields: string[] }>({ source: null, fields: [] });
  const fields = cleared.source === err ? cleared.fields : [];
  return {
    error: (field: string) => (fields.includes(field) ? undefined : fieldError(err, field)),
    clear: (field: string) => {
      if (fieldError(err, field) && !fields.includes(field)) setCleared({ source: err, fields: [...fields, field] });
    },
  };
}
