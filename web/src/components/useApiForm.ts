import { type FormErrors, schemaResolver, type UseFormInput, useForm } from "@mantine/form";
import { type FormEvent, useCallback, useEffect, useRef } from "react";
import type { z } from "zod";
import { ApiError } from "../api/client";
import { serverText } from "../i18n/server-texts";

/** The body a schema makes of a form's values: what a form's write is sent. */
export type BodyOf<S extends z.ZodType> = z.output<S>;

/** What the hook needs of a write: a mutation fits as it is; a form handed its write passes the two. */
type Write = { isPending: boolean; error: unknown };

type Options<S extends z.ZodType, Values> = {
  /**
   * The shared request schema the server holds the body to (or one derived from it with `.pick`/`.extend`):
   * the form checks its values with it before sending, so its messages are the server's own. Left out only by
   * the sign-in form: the first screen cannot carry zod within its budget, and the server's refusals still
   * show under their fields (the body is then the values as they are).
   */
  schema?: S;
  initialValues: Values;
  write: Write;
  /** A form path for each server field the form names otherwise ("current_password" → "current"). */
  fieldPaths?: Record<string, string>;
} & Pick<UseFormInput<Values>, "validateInputOnChange" | "onValuesChange">;

/**
 * The first message of each field of a 400 answer, keyed by the form's path of that field, for showing under
 * its input (spec: first message per field); a 422 that names its field (an address the server will not call)
 * too. Fields the form does not show are left to the toast (mutation meta `inlineFields`).
 */
export function refusalErrors(err: unknown, fieldPaths: Record<string, string> = {}): FormErrors {
  if (!(err instanceof ApiError) || (err.status !== 400 && err.status !== 422)) return {};
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(err.params)) {
    if (messages[0]) errors[fieldPaths[field] ?? field] = messages[0];
  }
  return errors;
}

/** A schema check's messages (the shared schemas', in English) in the reader's language (i18n/server-texts.ts). */
function inReadersLanguage<Values>(check: (values: Values) => FormErrors): (values: Values) => FormErrors {
  return (values) => {
    const errors = check(values);
    for (const [path, message] of Object.entries(errors))
      if (typeof message === "string") errors[path] = serverText(message);
    return errors;
  };
}

/**
 * A form on a shared request schema (docs/decisions.md "Forms on the shared request schemas"): the schema is
 * the validator, a server refusal's field messages show under their inputs (each hidden again once its field
 * is edited), and submitting is one at a time and off while the write runs. `submit(send)` gives `send` the
 * schema's output (trimmed, converted), the body the server would make of the values.
 */
export function useApiForm<S extends z.ZodType, Values extends Record<string, unknown> = z.input<S> & {}>({
  schema,
  initialValues,
  write,
  fieldPaths,
  ...input
}: Options<S, Values>) {
  const form = useForm<Values, z.output<S>>({
    ...input,
    initialValues,
    ...(schema ? { validate: inReadersLanguage(schemaResolver(schema, { sync: true })) } : {}),
    // Without a schema the values are the body (the sign-in form's two strings).
    transformValues: (values) => (schema ? schema.parse(values) : values) as z.output<S>,
  });
  const { setErrors } = form;
  const paths = useRef(fieldPaths);
  paths.current = fieldPaths;
  const showRefusal = useCallback(
    (err: unknown) => {
      const found = refusalErrors(err, paths.current);
      if (Object.keys(found).length > 0) setErrors((current) => ({ ...current, ...found }));
    },
    [setErrors],
  );
  useEffect(() => showRefusal(write.error), [write.error, showRefusal]);

  // A disabled button only takes effect after the next render, which a double click beats; this is synchronous.
  const busy = useRef(false);
  const pending = write.isPending;
  const submit = (send: (body: z.output<S>, values: Values) => unknown) =>
    form.onSubmit(async (body) => {
      if (busy.current || pending) return;
      busy.current = true;
      try {
        await send(body, form.getValues());
      } catch (err) {
        // The mutation toasts what no field shows; the fields show the rest.
        showRefusal(err);
      } finally {
        busy.current = false;
      }
    }) as (event?: FormEvent<HTMLFormElement>) => void;
  return { form, submit, pending };
}
