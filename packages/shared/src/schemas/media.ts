import { z } from "zod";

/** The image types the media library takes (spec §9: gif, png, jpeg, bmp, webp). */
export const MEDIA_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp"] as const;
export type MediaImageType = (typeof MEDIA_IMAGE_TYPES)[number];

export const listMediaQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.preprocess((v) => (v === "all" ? -1 : v), z.coerce.number().int().min(-1).max(2000)).optional(),
});
