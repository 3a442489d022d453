import type { ApiError } from "../api/client";

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
