import type { FastifyInstance, FastifyPluginAsync, onRequestAsyncHookHandler, RouteOptions } from "fastify";
import type { Database } from "../../db/client";
import { type ModuleDefinition, ModuleRegistry, moduleDisabled } from "./registry";
import { ModuleStateCache } from "./state";

export type FeatureModules = { registry: ModuleRegistry; state: ModuleStateCache };

declare module "fastify" {
  interface FastifyInstance {
    featureModules: FeatureModules;
  }
}

/** Throws 404 `module_disabled` while the module is off: no query at all while the cached state is fresh. */
export async function requireModuleOn(modules: FeatureModules, path: string): Promise<void> {
  if ((await modules.state.disabledPaths()).has(path)) throw moduleDisabled();
}

/** Tags a route as the module's and puts the module's guard first among its own onRequest hooks. */
function guardRoute(modules: FeatureModules, route: RouteOptions, path: string): void {
  if (!modules.registry.get(path)) throw new Error(`Route ${route.url} names an unregistered module "${path}"`);
  route.config = { ...route.config, module: path };
  const guard: onRequestAsyncHookHandler = async () => requireModuleOn(modules, path);
  const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
  route.onRequest = [guard, ...existing];
}

/**
 * Sets up the module registry for the routes registered after it (call it first in the plugin that
 * registers the features). A route tagged `config: {module: path}` gets the module's guard: for a route
 * that belongs to a module but lives in another feature's folder; a module's own routes are declared
 * inside addOnModule and guarded without a tag.
 */
export function installFeatureModules(app: FastifyInstance, database: Database): void {
  const modules: FeatureModules = { registry: new ModuleRegistry(), state: new ModuleStateCache(database.db) };
  app.decorate("featureModules", modules);
  // Switches made on other processes of a cluster arrive by NOTIFY. Without the listener (it could not
  // connect) the copy is trusted for a second only, so the process still follows, just later.
  let stopFollowing: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    try {
      stopFollowing = await modules.state.follow(database.listen);
    } catch (err) {
      app.log.warn(err, "module switches: cannot listen for changes; reading them again each second");
    }
  });
  app.addHook("onClose", async () => stopFollowing?.());
  app.addHook("onRoute", (route) => {
    const path = route.config?.module;
    if (path !== undefined) guardRoute(modules, route, path);
  });
}

/**
 * An add-on feature as one plugin: its card on the Modules screen (`definition`) and every route its
 * `routes` plugins declare, each answering 404 `module_disabled` while the module is off. Register the
 * result like any feature's routes (modules/index.ts). The web side declares the same key on its feature
 * (web/src/app/registry.ts), which hides its menus and guards its screens.
 */
export function addOnModule(definition: ModuleDefinition, ...routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app) => {
    const modules = app.featureModules;
    modules.registry.register(definition);
    // Runs after installFeatureModules' hook (a parent's onRoute hooks come first): a route tagged
    // explicitly is guarded there already.
    app.addHook("onRoute", (route) => {
      if (route.config?.module === undefined) guardRoute(modules, route, definition.path);
    });
    for (const plugin of routes) await app.register(plugin);
  };
}
