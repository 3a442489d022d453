import { Readable } from "node:stream";
import { loadOnce } from "../load-once";
import type { Storage, StoredObject } from "./storage";

/** Thumbnails fit in this square (spec cards and the file viewer's preview). */
export const THUMB_SIZE = 400;
/** Types sharp's prebuilt libvips decodes; bmp (shown as an image) has no decoder there and gets no thumbnail. */
const DECODABLE = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);
/** A decompression bomb stops here instead of taking the server's memory (about 8000 × 6000). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * sharp and its libvips (~27 MB resident) load with the first image uploaded, not with the server. Thumbnails
 * are made once per upload: libvips' operation cache would only hold memory.
 */
const loadSharp = loadOnce(() =>
  import("sharp").then((m) => {
    m.default.cache(false);
    return m;
  }),
);

/**
 * A webp thumbnail of a stored raster image, stored beside it; undefined when the type has none or the
 * image cannot be decoded. Never throws: a thumbnail that fails must not fail the upload.
 */
export async function makeThumbnail(
  storage: Storage,
  key: string,
  mimeType: string,
): Promise<StoredObject | undefined> {
  if (!DECODABLE.has(mimeType)) return undefined;
  try {
    const { default: sharp } = await loadSharp();
    const resizer = sharp({ limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 });
    const source = await storage.open(key);
    source.once("error", (err) => resizer.destroy(err));
    source.pipe(resizer);
    const thumb = await resizer.toBuffer();
    return await storage.put(Readable.from([thumb]));
  } catch {
    return undefined;
  }
}
