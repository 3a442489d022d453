import { z } from "zod";
import { REPORT_MESSAGES as M } from "../messages-reports";
import { type CustomFieldFilter, zCustomFieldFilter } from "./custom-fields";
import { zBool, zDate, zId, zIdList, zInt, zPage } from "./primitives";
import { checkRange, refuseUnknownKeys } from "./reports";

/** The advanced report's filter types (spec 001 "Advanced Report"), each usable once. */
export const ADVANCE_FILTER_KEYS = ["assigned", "project", "status", "payable", "time", "custom_field"] as const;
export type AdvanceFilterKey = (typeof ADVANCE_FILTER_KEYS)[number];

export type AdvanceFilters = {
  assigned?: number[];
  project?: number[];
  status?: 0 | 1 | 2;
  payable?: boolean;
  time?: { start_date: string; due_date: string };
  /** A custom field's value or range (module `custom-fields`): `{id, value}` or `{id, min, max}`. */
  custom_field?: CustomFieldFilter;
};

const nonEmptyIds = zIdList.refine((ids) => ids.length > 0, M.filterValue);
const timeValue = z
  .object({ start_date: zDate.optional(), due_date: zDate.optional() }, { error: M.filterValue })
  .superRefine((v, ctx) => checkRange(v.start_date, v.due_date, true, ctx))
  .transform((v) => ({ start_date: v.start_date as string, due_date: v.due_date as string }));

const VALUE: Record<AdvanceFilterKey, z.ZodType> = {
  assigned: nonEmptyIds,
  project: nonEmptyIds,
  status: z.coerce.number({ error: M.statusValue }).int(M.statusValue).min(0, M.statusValue).max(2, M.statusValue),
  payable: z.preprocess((v) => (v === "" ? undefined : v), zBool).refine((v) => typeof v === "boolean", M.payableValue),
  time: timeValue,
  custom_field: z.preprocess((v) => (v === "" ? undefined : v), zCustomFieldFilter),
};

/** A JSON list, or the original's `filters[0][key]=…&filters[0][value][]=…`, as one list of entries. */
function gatherFilters(raw: unknown): unknown {
  if (!raw || typeof raw !== "object") return raw;
  const query = { ...(raw as Record<string, unknown>) };
  const entries: Record<string, Record<string, unknown>> = {};
  for (const [name, value] of Object.entries(query)) {
    const m = /^filters\[(\d{1,2})\]\[(key|value)\](?:\[(start_date|due_date|id|value|min|max)\])?$/.exec(name);
    if (!m) continue;
    delete query[name];
    entries[m[1]] ??= {};
    const entry = entries[m[1]];
    if (m[3]) entry.value = { ...(entry.value as object), [m[3]]: value };
    else entry[m[2]] = value;
  }
  if (Object.keys(entries).length > 0) query.filters = Object.keys(entries).map((k) => entries[k]);
  else if (typeof query.filters === "string") {
    try {
      query.filters = query.filters.trim() === "" ? [] : JSON.parse(query.filters);
    } catch {
      query.filters = null;
    }
  }
  return query;
}

const filterList = z
  .array(z.object({ key: z.string().max(50), value: z.unknown().optional() }), { error: M.filtersFormat })
  .max(ADVANCE_FILTER_KEYS.length, M.filterTwice)
  .transform((list, ctx) => {
    const filters: Record<string, unknown> = {};
    list.forEach(({ key, value }, i) => {
      if (!(ADVANCE_FILTER_KEYS as readonly string[]).includes(key)) {
        ctx.addIssue({ code: "custom", message: M.unknownFilter, path: [i, "key"] });
      } else if (key in filters) {
        ctx.addIssue({ code: "custom", message: M.filterTwice, path: [i, "key"] });
      } else {
        const parsed = VALUE[key as AdvanceFilterKey].safeParse(value ?? "");
        if (parsed.success) filters[key] = parsed.data;
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          const message = value === undefined || value === "" ? M.filterValue : issue.message;
          ctx.addIssue({ code: "custom", message, path: [i, "value", ...issue.path.map(String)] });
        }
      }
    });
    return filters as AdvanceFilters;
  });

const QUERY_KEYS = ["filters", "page", "per_page", "csv", "tasks_of", "tasks_offset"];

/**
 * `GET pm-pro/v2/advance-report`: `filters` (above), `page` (-1: everything, as CSV), `per_page` (projects a
 * page; default the `project_per_page` setting), `csv` (1: the CSV of everything), `tasks_of` (a project id:
 * that project's next tasks, from `tasks_offset`, instead of a page of projects).
 */
export const advanceReportQuery = z.preprocess(
  gatherFilters,
  z
    .looseObject({
      filters: filterList.prefault([]),
      page: z.preprocess((v) => (v === "-1" || v === -1 ? -1 : v), z.union([z.literal(-1), zPage])).default(1),
      per_page: zInt(1, 100).optional(),
      csv: zBool.optional(),
      tasks_of: zId.optional(),
      tasks_offset: zInt(0, 1_000_000).optional(),
    })
    .superRefine((q, ctx) => refuseUnknownKeys(q, QUERY_KEYS, ctx)),
);
export type AdvanceReportQuery = z.infer<typeof advanceReportQuery>;
