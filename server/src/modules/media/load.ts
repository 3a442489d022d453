import { SETTINGS_MESSAGES } from "@cairn/shared";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import { notFound } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { media, settings } from "../../db/schema";

export type MediaRow = typeof media.$inferSelect;

export async function loadMedia(db: Executor, id: number): Promise<MediaRow> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw notFound(SETTINGS_MESSAGES.mediaNotFound);
  return row;
}

/** The library, newest first. */
export async function listMedia(db: Executor, p: Paging) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(media).orderBy(desc(media.createdAt), desc(media.id)).limit(p.perPage).offset(p.offset),
    db.select({ total: count() }).from(media),
  ]);
  return { rows, total };
}

/** The media id the global `logo` setting points at, if any. */
export async function currentLogoId(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(isNull(settings.projectId), eq(settings.key, "logo")))
    .limit(1);
  return typeof row?.value === "number" ? row.value : null;
}

/** The logo's image, or 404 when none is set. */
export async function loadLogo(db: Executor): Promise<MediaRow> {
  const id = await currentLogoId(db);
  if (id === null) throw notFound(SETTINGS_MESSAGES.mediaNotFound);
  return loadMedia(db, id);
}
