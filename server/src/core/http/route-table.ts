import type { FastifyInstance } from "fastify";
import type { RouteAccess } from "../policy/route-access";

/**
 * `jsonBody`: the route declares a body schema, so it reads JSON only (a form gets 415).
 * `paged`: its query schema takes `page` (core/http/envelope paging), so an out-of-range page gets 400.
 * `access`: who may call it (core/policy/route-access), as the route declared it.
 * `formBody`: it also reads `application/x-www-form-urlencoded` (a provider's webhook that may send it).
 * `answers`: the statuses it declares an answer schema for (`schema.response`, core/http/answer-serializer).
 * `rawAnswer`: the media type of its answer where that is not JSON (config.rawAnswer).
 * `hidden`: left out of the API's description (`schema.hide`: the description and its page themselves).
 */
export type RouteEntry = {
  method: string;
  url: string;
  jsonBody: boolean;
  paged: boolean;
  access?: RouteAccess;
  formBody: boolean;
  answers: string[];
  rawAnswer?: string;
  hidden: boolean;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route parses form-encoded bodies itself (route-table.ts). */
    formBody?: boolean;
    /**
     * Its refusals also list every message under `data.error` (the spec's invoice form shows each entry of it),
     * beside the API's `data.params` by field.
     */
    errorList?: boolean;
    /**
     * Its success answer is not JSON but bytes of this media type (a download, a PDF, a CSV, an event stream,
     * a calendar feed): said instead of an answer schema, so the API's description can name it.
     */
    rawAnswer?: string;
  }
}

/** Whether a zod object schema declares a field (other schemas declare none we can see). */
const declares = (schema: unknown, field: string) =>
  typeof schema === "object" && schema !== null && field in ((schema as { shape?: object }).shape ?? {});

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
      if (method !== "HEAD")
        table.push({
          method,
          url: route.url,
          jsonBody: Boolean(route.schema?.body),
          paged: declares(route.schema?.querystring, "page"),
          access: route.config?.access,
          formBody: route.config?.formBody === true,
          answers: Object.keys(route.schema?.response ?? {}),
          rawAnswer: route.config?.rawAnswer,
          hidden: route.schema?.hide === true,
        });
    }
  });
}

export const routesOf = (app: FastifyInstance): readonly RouteEntry[] => tables.get(app) ?? [];
