import { z } from "zod";
import { pagingFields } from "./primitives";

/** The image types the media library takes (spec §9: gif, png, jpeg, bmp, webp). */
export const MEDIA_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp"] as const;
export type MediaImageType = (typeof MEDIA_IMAGE_TYPES)[number];

export const listMediaQuery = z.object({
  ...pagingFields,
});
