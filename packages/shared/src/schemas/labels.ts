import { z } from "zod";
import { SETTINGS_MESSAGES as M } from "../messages-settings";
import { zId, zIdList, zTitle } from "./primitives";

/** The spec's default label colour. */
export const DEFAULT_LABEL_COLOR = "#00c2e0";
export const LABEL_TITLE_MAX = 100;
export const LABEL_DESCRIPTION_MAX = 1000;

/** A colour as #rrggbb (labels, task types). */
export const zHexColor = z
  .string({ error: M.labelColorRequired })
  .trim()
  .min(1, { message: M.labelColorRequired, abort: true })
  .regex(/^#[0-9a-fA-F]{6}$/, M.labelColorInvalid)
  .transform((c) => c.toLowerCase());

/** A short description, up to 1000 characters (labels, task types); null empties it. */
export const zShortDescription = z
  .string({ error: "Must be text." })
  .trim()
  .max(LABEL_DESCRIPTION_MAX, `Must be at most ${LABEL_DESCRIPTION_MAX} characters.`)
  .nullable()
  .transform((d) => d ?? "");

export const createLabelBody = z.object({
  title: zTitle(M.labelTitleRequired, LABEL_TITLE_MAX),
  description: zShortDescription.optional(),
  color: zHexColor,
});
export type CreateLabelBody = z.infer<typeof createLabelBody>;

/** An update sends the same fields; those left out stay as they are, but none may be emptied. */
export const updateLabelBody = createLabelBody.partial();
export type UpdateLabelBody = z.infer<typeof updateLabelBody>;

export const labelParams = z.object({ id: zId, label_id: zId });

/** A task's labels as ids; an empty value (or the original's `[0]`) clears them. */
export const zTaskLabels = z.preprocess((v) => {
  const list = typeof v === "string" ? v.split(",") : Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  return list.filter((x) => x !== 0 && x !== "0" && !(typeof x === "string" && x.trim() === ""));
}, zIdList);
