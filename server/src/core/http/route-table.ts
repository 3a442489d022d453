import type { FastifyInstance } from "fastify";

export type RouteEntry = { method: string; url: string };

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route as it is registered, so a test can walk all of them (the fuzz suite): a route that
 * lands tomorrow is covered without anyone listing it. Call before the routes are registered.
 */
export function recordRoutes(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") table.push({ method, url: route.url });
    }
  });
}

export const routesOf = (app: FastifyInstance): readonly RouteEntry[] => tables.get(app) ?? [];
