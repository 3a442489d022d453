import {
  NOTIFICATION_KEYS,
  type NotificationKey,
  type NotificationSettings,
  type SaveNotificationSettingsBody,
} from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { notificationSettings } from "../../db/schema";

type Row = typeof notificationSettings.$inferSelect;
type Column = Exclude<keyof Row, "userId">;

/** Each switch's column: the API speaks snake_case, the table's TypeScript names are camelCase. */
const COLUMN: Record<NotificationKey, Column> = {
  master: "master",
  new_project: "newProject",
  update_project: "updateProject",
  new_message: "newMessage",
  new_comment: "newComment",
  update_comment: "updateComment",
  new_task: "newTask",
  update_task: "updateTask",
  complete_task: "completeTask",
  daily_digest: "dailyDigest",
};

export const ALL_ON = Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, true])) as NotificationSettings;

/** A stored row (or none: every switch on) as the API's object. */
export function settingsOfRow(row: Partial<Row> | null | undefined): NotificationSettings {
  if (!row) return { ...ALL_ON };
  return Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, row[COLUMN[k]] ?? true])) as NotificationSettings;
}

export async function readNotificationSettings(db: Executor, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return settingsOfRow(row);
}

/** Changes only the switches the body names, in one upsert; answers the whole set as it now is. */
export async function saveNotificationSettings(
  db: Executor,
  userId: number,
  body: SaveNotificationSettingsBody,
): Promise<NotificationSettings> {
  const named = NOTIFICATION_KEYS.filter((k) => body[k] !== undefined);
  const values = Object.fromEntries(named.map((k) => [COLUMN[k], body[k] as boolean]));
  const set = Object.fromEntries(named.map((k) => [COLUMN[k], sql.raw(`excluded.${toSnake(COLUMN[k])}`)]));
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set })
    .returning();
  return settingsOfRow(row);
}

const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
