import { z } from "zod";

/**
 * The pieces every answer is made of (API.md "Envelope", "Dates"), declared once: the server serialises each
 * route's answer through its schema (server/src/core/http/answer-serializer.ts) and the web reads the types
 * inferred from them. A route's answer schema is built from these where it can.
 */

/** A date on the wire: a timestamp carries every part; a date-only value carries its date alone. */
export const apiDateAnswer = z.object({
  date: z.string(),
  time: z.string().nullable(),
  datetime: z.string().nullable(),
  timestamp: z.number().int().nullable(),
  timezone: z.string().nullable(),
});
export type ApiDate = z.infer<typeof apiDateAnswer>;

/** `meta.pagination` of a page of items. */
export const paginationMetaAnswer = z.object({
  pagination: z.object({
    total: z.number().int(),
    count: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    total_pages: z.number().int(),
    max_per_page: z.number().int(),
  }),
});

/** Related records travel wrapped as in the original: `creator: {data: {...}}`. */
export const wrapped = <T extends z.ZodType>(data: T) => z.object({ data });

/** One item: `{ data }`. */
export const itemAnswer = <T extends z.ZodType>(data: T) => z.object({ data });

/** A page of items: `{ data: [...], meta: { pagination } }`. */
export const pageAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaAnswer });

/** A list of items without paging: `{ data: [...] }`. */
export const listAnswer = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** Who did something, as an activity names him (id 0 and a label for an integration's unmapped login). */
export const actorAnswer = z.object({ id: z.number().int(), display_name: z.string(), email: z.string().optional() });

/** An activity row (the history, and the one a write records). */
export const activityAnswer = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  action: z.string(),
  action_type: z.string(),
  resource_type: z.string(),
  resource_id: z.number().int(),
  project_id: z.number().int().nullable(),
  meta: z.record(z.string(), z.unknown()),
  committed_at: apiDateAnswer,
  created_at: apiDateAnswer,
  actor: wrapped(actorAnswer.nullable()).optional(),
  project: wrapped(z.object({ id: z.number().int(), title: z.string() }).nullable()).optional(),
});
export type ActivityAnswer = z.infer<typeof activityAnswer>;

/** A write's answer: the message the UI toasts, the item, and the activity row when one was written. */
export const writtenAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data, activity: activityAnswer.optional() });
