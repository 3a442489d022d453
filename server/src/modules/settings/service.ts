import { capabilitiesValue, normalizeCapabilities, type SaveSettingsBody } from "@cairn/shared";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { invalid } from "../../core/http/errors";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";

/** A value must survive as JSON and stay small: settings are read on every request of a project. */
const MAX_VALUE_BYTES = 64 * 1024;

type Scope = { projectId: number | null };

/** Validates the values whose shape the product relies on; others are stored as given. */
function normalizeValue(key: string, value: unknown, index: number): unknown {
  const size = JSON.stringify(value ?? null).length;
  if (size > MAX_VALUE_BYTES) throw invalid({ [`settings.${index}.value`]: ["This setting is too large."] });
  if (key === "capabilities") {
    const parsed = capabilitiesValue.safeParse(value);
    if (!parsed.success) {
      throw invalid({
        [`settings.${index}.value`]: ["Capabilities are {co_worker: {flag: true|false}, client: {...}}."],
      });
    }
    return normalizeCapabilities(parsed.data);
  }
  return value ?? null;
}

const scopeWhere = (scope: Scope) =>
  scope.projectId === null ? isNull(settings.projectId) : eq(settings.projectId, scope.projectId);

export async function readSettings(db: Db, scope: Scope, key?: string) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(and(scopeWhere(scope), key ? eq(settings.key, key) : undefined));
  const map = new Map(rows.map((r) => [r.key, r.value]));
  // A project always answers its effective capability flags, defaults included.
  if (scope.projectId !== null && (!key || key === "capabilities")) {
    map.set("capabilities", normalizeCapabilities(map.get("capabilities")));
  }
  return [...map.entries()].map(([k, value]) => ({ key: k, value }));
}

export async function saveSettings(db: Db, me: CurrentUser, scope: Scope, body: SaveSettingsBody) {
  const entries = body.settings.map((s, i) => ({ key: s.key, value: normalizeValue(s.key, s.value, i) }));
  return db.transaction(async (tx) => {
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
