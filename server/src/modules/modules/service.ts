import type { ModuleSummary, ModuleUpdateBody } from "@cairn/shared";
import { SETTINGS_MESSAGES } from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { ActivityRow } from "../../core/activity/record";
import { recordWorkspaceActivity } from "../../core/activity/workspace";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound } from "../../core/http/errors";
import type { FeatureModules } from "../../core/modules/guard";
import type { ModuleDefinition } from "../../core/modules/registry";
import type { Db } from "../../db/client";
import { moduleStates } from "../../db/schema";

const present = (m: ModuleDefinition, enabled: boolean): ModuleSummary => ({
  path: m.path,
  name: m.name,
  description: m.description,
  thumbnail: m.thumbnail,
  enabled,
});

/** Every registered module with its state, read from the database (not the guard's cache). */
export async function listModules(db: Db, modules: FeatureModules): Promise<ModuleSummary[]> {
  const rows = await db.select({ path: moduleStates.path, enabled: moduleStates.enabled }).from(moduleStates);
  const disabled = new Set(rows.filter((r) => !r.enabled).map((r) => r.path));
  return modules.registry
    .list()
    .map((m) => present(m, !disabled.has(m.path)))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Switches a module on or off for every process: the row is the truth, the local cache is dropped. A real
 * change is logged as workspace activity in the same transaction; asking for the state it already has
 * writes nothing.
 */
export async function updateModule(
  db: Db,
  me: CurrentUser,
  modules: FeatureModules,
  body: ModuleUpdateBody,
): Promise<{ module: ModuleSummary; activity: ActivityRow | null }> {
  const definition = modules.registry.get(body.module);
  if (!definition) throw notFound(SETTINGS_MESSAGES.moduleNotFound);
  const enabled = body.type === "activate";
  const activity = await db.transaction(async (tx) => {
    // Locks the row, once there is one, so two managers switching at once log only real changes.
    const [current] = await tx
      .select({ enabled: moduleStates.enabled })
      .from(moduleStates)
      .where(eq(moduleStates.path, definition.path))
      .for("update");
    // A module is on until switched off.
    if ((current?.enabled ?? true) === enabled) return null;
    await tx
      .insert(moduleStates)
      .values({ path: definition.path, enabled, updatedBy: me.id })
      .onConflictDoUpdate({
        target: moduleStates.path,
        set: { enabled, updatedBy: me.id, updatedAt: new Date() },
      });
    return recordWorkspaceActivity(tx, me, {
      action: enabled ? "activate_module" : "deactivate_module",
      actionType: "update",
      resourceType: "module",
      resourceId: 0,
      meta: { module: definition.path, title: definition.name },
    });
  });
  modules.state.invalidate();
  return { module: present(definition, enabled), activity };
}
