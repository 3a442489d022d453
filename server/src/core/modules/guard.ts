import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { Db } from "../../db/client";
import { type ModuleDefinition, ModuleRegistry, moduleDisabled } from "./registry";
import { ModuleStateCache } from "./state";

export type FeatureModules = { registry: ModuleRegistry; state: ModuleStateCache };

declare module "fastify" {
  interface FastifyInstance {
    featureModules: FeatureModules;
  }
}

/**
 * Sets up the module registry for the routes registered after it (call it first in the plugin that
 * registers the features). A route tagged `config: {module: path}` gets a guard that answers 404
 * `module_disabled` while the module is off: no query at all while the cached state is fresh.
 */
export function installFeatureModules(app: FastifyInstance, db: Db): void {
  const modules: FeatureModules = { registry: new ModuleRegistry(), state: new ModuleStateCache(db) };
  app.decorate("featureModules", modules);
  app.addHook("onRoute", (route) => {
    const path = route.config?.module;
    if (path === undefined) return;
    if (!modules.registry.get(path)) throw new Error(`Route ${route.url} names an unregistered module "${path}"`);
    const guard: onRequestAsyncHookHandler = async () => {
      if ((await modules.state.disabledPaths()).has(path)) throw moduleDisabled();
    };
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...existing, guard];
  });
}

/** A feature announces its switch on the Modules screen; do it before declaring the module's routes. */
export function registerModule(app: FastifyInstance, definition: ModuleDefinition): void {
  app.featureModules.registry.register(definition);
}
