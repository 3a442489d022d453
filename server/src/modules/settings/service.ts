import { normalizeCapabilities, type SaveSettingsBody, SETTINGS_MESSAGES } from "@cairn/shared";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { invalid } from "../../core/http/errors";
import type { Db, Executor } from "../../db/client";
import { media, settings } from "../../db/schema";
import { logoUrl } from "../media/present";
import { isPublicGlobalKey, normalizeValue, type Scope, withGlobalDefaults } from "./values";

const scopeWhere = (scope: Scope) =>
  scope.projectId === null ? isNull(settings.projectId) : eq(settings.projectId, scope.projectId);

/**
 * The settings of a scope. A project always answers its effective capability flags; the global scope
 * answers the general settings with their defaults and `logo_url`, the logo's address. `publicOnly`
 * keeps to what every signed-in user may read.
 */
export async function readSettings(db: Db, scope: Scope, key?: string, options: { publicOnly?: boolean } = {}) {
  const wanted = key === "logo_url" ? "logo" : key;
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(and(scopeWhere(scope), wanted ? eq(settings.key, wanted) : undefined));
  let map = new Map(rows.map((r) => [r.key, r.value]));
  if (scope.projectId !== null) {
    if (!key || key === "capabilities") map.set("capabilities", normalizeCapabilities(map.get("capabilities")));
  } else {
    map = withGlobalDefaults(map);
    const logo = map.get("logo");
    map.set("logo_url", typeof logo === "number" ? logoUrl(logo) : null);
  }
  return [...map.entries()]
    .filter(([k]) => (!key || k === key) && (!options.publicOnly || isPublicGlobalKey(k)))
    .map(([k, value]) => ({ key: k, value }));
}

/** The logo must be an image of the media library. */
async function assertLogo(tx: Executor, entries: { key: string; value: unknown }[]) {
  for (const [index, entry] of entries.entries()) {
    if (entry.key !== "logo" || entry.value === null) continue;
    const [found] = await tx
      .select({ id: media.id })
      .from(media)
      .where(eq(media.id, entry.value as number))
      .limit(1);
    if (!found) throw invalid({ [`settings.${index}.value`]: [SETTINGS_MESSAGES.logoUnknown] });
  }
}

export async function saveSettings(db: Db, me: CurrentUser, scope: Scope, body: SaveSettingsBody) {
  const entries = body.settings.map((s, i) => ({ key: s.key, value: normalizeValue(scope, s.key, s.value, i) }));
  return db.transaction(async (tx) => {
    await assertLogo(tx, entries);
    for (const { key, value } of entries) {
      // The unique index is on an expression (global settings have no project), which Drizzle's
      // onConflict target cannot name, so this one statement is written out.
      await tx.execute(sql`
        insert into ${settings} (project_id, key, value) values (${scope.projectId}, ${key}, ${JSON.stringify(value)}::jsonb)
        on conflict (coalesce(project_id, 0), key) do update set value = excluded.value, updated_at = now()`);
    }
    const activity = await recordActivity(tx, {
      actorId: me.id,
      action: scope.projectId === null ? "update_settings" : "update_project_settings",
      actionType: "update",
      resourceType: scope.projectId === null ? "settings" : "project",
      resourceId: scope.projectId ?? 0,
      projectId: scope.projectId,
      meta: { keys: entries.map((e) => e.key) },
    });
    const saved = await tx
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(
        and(
          scopeWhere(scope),
          inArray(
            settings.key,
            entries.map((e) => e.key),
          ),
        ),
      );
    return { saved, activity };
  });
}
