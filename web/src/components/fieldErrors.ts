import { useState } from "react";
import { ApiError } from "../api/client";

/** The first message for a field from a 400 answer, for showing under that input (spec: first message per field). */
export function fieldError(err: unknown, field: string): string | undefined {
  return err instanceof ApiError ? err.params[field]?.[0] : undefined;
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
