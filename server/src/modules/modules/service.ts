import type { ModuleSummary, ModuleUpdateBody } from "@cairn/shared";
import { SETTINGS_MESSAGES } from "@cairn/shared";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound } from "../../core/http/errors";
import type { FeatureModules } from "../../core/modules/guard";
import type { ModuleDefinition } from "../../core/modules/registry";
import type { Db } from "../../db/client";
import { moduleStates } from "../../db/schema";

const present = (m: ModuleDefinition, disabled: ReadonlySet<string>): ModuleSummary => ({
  path: m.path,
  name: m.name,
  description: m.description,
  thumbnail: m.thumbnail,
  enabled: !disabled.has(m.path),
});

/** Every registered module with its state, read from the database (not the guard's cache). */
export async function listModules(db: Db, modules: FeatureModules): Promise<ModuleSummary[]> {
  const rows = await db.select({ path: moduleStates.path, enabled: moduleStates.enabled }).from(moduleStates);
  const disabled = new Set(rows.filter((r) => !r.enabled).map((r) => r.path));
  return modules.registry
    .list()
    .map((m) => present(m, disabled))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Switches a module on or off for every process: the row is the truth, the local cache is dropped. */
export async function updateModule(
  db: Db,
  me: CurrentUser,
  modules: FeatureModules,
  body: ModuleUpdateBody,
): Promise<ModuleSummary> {
  const definition = modules.registry.get(body.module);
  if (!definition) throw notFound(SETTINGS_MESSAGES.moduleNotFound);
  const enabled = body.type === "activate";
  await db
    .insert(moduleStates)
    .values({ path: definition.path, enabled, updatedBy: me.id })
    .onConflictDoUpdate({
      target: moduleStates.path,
      set: { enabled, updatedBy: me.id, updatedAt: new Date() },
    });
  modules.state.invalidate();
  return present(definition, enabled ? new Set() : new Set([definition.path]));
}
