import { z } from "zod";
import { MESSAGES } from "../messages";
import { hasControlCharacter, TEXT_MESSAGES } from "../text";

/** Booleans arrive as true/false, 1/0 or "1"/"0" ("true"/"false" too) from the original's clients. */
export const zBool = z.preprocess(
  (v) => {
    if (v === 1 || v === "1" || v === "true") return true;
    if (v === 0 || v === "0" || v === "false") return false;
    return v;
  },
  z.boolean({ error: "Must be true or false." }),
);

/** A positive integer id, from JSON or a form field. */
export const zId = z.coerce
  .number({ error: "Must be a number." })
  .int("Must be a whole number.")
  .positive("Must be a positive id.")
  .max(2_147_483_647, "Must be a valid id.");

/** Accepts a number or a numeric string (forms and query strings send strings). */
export const zInt = (min: number, max: number) =>
  z.coerce.number({ error: "Must be a number." }).int("Must be a whole number.").min(min).max(max);

/** A calendar date as YYYY-MM-DD, or an ISO datetime whose date part is taken as written. */
export const zDate = z
  .string({ error: MESSAGES.invalidDate })
  .trim()
  .transform((v, ctx) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(v);
    if (!m) {
      ctx.addIssue({ code: "custom", message: MESSAGES.invalidDate });
      return z.NEVER;
    }
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const probe = new Date(Date.UTC(y, mo - 1, d));
    if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) {
      ctx.addIssue({ code: "custom", message: MESSAGES.invalidDate });
      return z.NEVER;
    }
    return `${m[1]}-${m[2]}-${m[3]}`;
  });

/** An optional date where "" and null clear the value. */
export const zOptionalDate = z.preprocess((v) => (v === "" ? null : v), zDate.nullable().optional());

/** For single-line fields (`.check(singleLine)`): control characters are refused, tab, LF and CR aside. */
export const singleLine = z.refine<string>((v) => !hasControlCharacter(v), TEXT_MESSAGES.control);

/**
 * A required single-line title with the item's own message when missing. NUL and broken Unicode are
 * refused for every field before validation (server core/http/storable-text.ts); a line also refuses the
 * other control characters.
 */
export const zTitle = (requiredMessage: string, max = 255) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Must be at most ${max} characters.`)
    .check(singleLine);

/** Rich text as HTML; sanitized on the server before it is stored. */
export const zHtml = (max = 100_000) =>
  z.string({ error: "Must be text." }).max(max, `Must be at most ${max} characters.`);

/** A list of ids; forms send "1,2" or repeated fields, JSON sends arrays. */
export const zIdList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === "") return [];
    if (typeof v === "string") return v.split(",").filter((s) => s.trim() !== "");
    if (!Array.isArray(v)) return [v];
    return v;
  },
  z.array(zId).max(500, "Too many ids."),
);

export const zPage = zInt(1, 1_000_000).default(1);
/** per_page: a number, or -1 / "all" for everything (bounded by the server). */
export const zPerPage = z.preprocess(
  (v) => (v === "all" ? -1 : v),
  zInt(-1, 100_000).refine((n) => n !== 0, "Must not be 0."),
);
/** The paging fields every list takes, spread into its query schema: one range rule for all (API.md). */
export const pagingFields = { page: zPage, per_page: zPerPage.optional() };
