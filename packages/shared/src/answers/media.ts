import { z } from "zod";
import { apiDateAnswer, itemAnswer, pageAnswer, writtenAnswer } from "./common";

/** An image of the media library (server/src/modules/media/present.ts), as the spec's "uploaded file". */
export const mediaAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
  absoluteUrl: z.string(),
  /** The thumbnail's address, or the image's own where none was made. */
  thumb: z.string(),
  created_by: z.number().int().nullable(),
  created_at: apiDateAnswer,
});
export type MediaItem = z.infer<typeof mediaAnswer>;

export const mediaPageAnswer = pageAnswer(mediaAnswer);
/** An upload answers every image it stored. */
export const mediaUploadedAnswer = writtenAnswer(z.array(mediaAnswer));
export const mediaDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));

/** What the sign-in page and the header need before anyone signs in (GET branding). */
export const brandingAnswer = itemAnswer(z.object({ logo_url: z.string().nullable() }));
export type Branding = z.infer<typeof brandingAnswer>["data"];
