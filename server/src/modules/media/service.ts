import { SETTINGS_MESSAGES as M } from "@cairn/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { invalidField } from "../../core/http/errors";
import type { Upload } from "../../core/http/multipart";
import { isImageType } from "../../core/storage/sniff";
import type { Db } from "../../db/client";
import { media, settings } from "../../db/schema";
import type { MediaRow } from "./load";

/** Only raster images, judged by their bytes (readBody sniffs them); svg can carry script and is refused. */
export function assertImages(uploads: readonly Upload[]): void {
  if (uploads.length === 0) throw invalidField("files", M.mediaRequired);
  if (!uploads.every((u) => isImageType(u.mimeType))) throw invalidField("files", M.mediaNotImage);
}

export async function addMedia(db: Db, me: CurrentUser, uploads: readonly Upload[]): Promise<MediaRow[]> {
  assertImages(uploads);
  const rows = await db
    .insert(media)
    .values(
      uploads.map((u) => ({
        storageKey: u.storageKey,
        name: u.name,
        mimeType: u.mimeType,
        size: u.size,
        sha256: u.sha256,
        thumbKey: u.thumb?.storageKey ?? null,
        thumbSize: u.thumb?.size ?? null,
        createdBy: me.id,
      })),
    )
    .returning();
  return rows.sort((a, b) => b.id - a.id);
}

/** Deletes an image; if it was the logo, the app goes back to having none. Answers the bytes to remove. */
export async function deleteMedia(db: Db, row: MediaRow): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.delete(media).where(eq(media.id, row.id));
    await tx
      .update(settings)
      .set({ value: sql`'null'::jsonb`, updatedAt: new Date() })
      .where(
        and(
          isNull(settings.projectId),
          eq(settings.key, "logo"),
          sql`${settings.value} = ${JSON.stringify(row.id)}::jsonb`,
        ),
      );
  });
  return row.thumbKey === null ? [row.storageKey] : [row.storageKey, row.thumbKey];
}
