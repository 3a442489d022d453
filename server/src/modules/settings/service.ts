import { normalizeCapabilities, type SaveSettingsBody, SETTINGS_MESSAGES } from "@cairn/shared";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { invalid } from "../../core/http/errors";
import { MAIL_SETTING_KEY } from "../../core/mail/mail-settings";
import type { Db, Executor } from "../../db/client";
import { media, settings } from "../../db/schema";
import { logoUrl } from "../media/present";
import { projectSettingHook, type SettingContext } from "./hooks";
import { isPublicGlobalKey, normalizeValue, type Scope, withGlobalDefaults, withProjectDefaults } from "./values";

const scopeWhere = (scope: Scope) =>
  scope.projectId === null ? isNull(settings.projectId) : eq(settings.projectId, scope.projectId);

/** The global mail set-up holds a password: only its own routes read it (modules/mail-settings). */
const notFeatureOwned = (scope: Scope) => (scope.projectId === null ? ne(settings.key, MAIL_SETTING_KEY) : undefined);

/**
 * The settings of a scope. A project always answers its effective capability flags; the global scope
 * answers the general settings with their defaults and `logo_url`, the logo's address. `publicOnly`
 * keeps to what every signed-in user may read.
 */
export async function readSettings(
  db: Db,
  scope: Scope,
  key?: string,
  options: { publicOnly?: boolean; project?: Omit<SettingContext, "projectId" | "at"> } = {},
) {
  const wanted = key === "logo_url" ? "logo" : key;
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(and(scopeWhere(scope), wanted ? eq(settings.key, wanted) : undefined, notFeatureOwned(scope)));
  let map = new Map(rows.map((r) => [r.key, r.value]));
  if (scope.projectId !== null) {
    if (!key || key === "capabilities") map.set("capabilities", normalizeCapabilities(map.get("capabilities")));
    map = withProjectDefaults(map);
  } else {
    map = withGlobalDefaults(map);
    const logo = map.get("logo");
    map.set("logo_url", typeof logo === "number" ? logoUrl(logo) : null);
  }
  const entries = [...map.entries()].filter(
    ([k]) => (!key || k === key) && (!options.publicOnly || isPublicGlobalKey(k)),
  );
  const { projectId } = scope;
  const reader = options.project;
  return Promise.all(
    entries.map(async ([k, value]) => {
      const present = projectId === null || !reader ? undefined : projectSettingHook(k)?.present;
      return {
        key: k,
        value:
          present && reader && projectId !== null ? await present(db, value, { ...reader, projectId, at: k }) : value,
      };
    }),
  );
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

export async function saveSettings(
  db: Db,
  me: CurrentUser,
  scope: Scope,
  body: SaveSettingsBody,
  config: SettingContext["config"],
) {
  const entries = body.settings.map((s, i) => ({ key: s.key, value: normalizeValue(scope, s.key, s.value, i), i }));
  return db.transaction(async (tx) => {
    await assertLogo(tx, entries);
    const { projectId } = scope;
    if (projectId !== null) {
      for (const entry of entries) {
        const save = projectSettingHook(entry.key)?.save;
        const at = `settings.${entry.i}.value`;
        if (save) entry.value = await save(tx, entry.value, { projectId, config, canManage: true, at });
      }
    }
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
    if (projectId === null) return { saved, activity };
    const presented = await Promise.all(
      saved.map(async (row) => {
        const present = projectSettingHook(row.key)?.present;
        const ctx = { projectId, config, canManage: true, at: row.key };
        return present ? { key: row.key, value: await present(tx, row.value, ctx) } : row;
      }),
    );
    return { saved: presented, activity };
  });
}
