import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { PROJECT_ROUTE } from "../auth/plugin";
import { routesOf } from "../http/route-table";

const t = useTestApp();

/** The address's parameters, less a project route's own `:id` (the project, which the hook loads first). */
const itemParams = (url: string) =>
  [...url.matchAll(/:(\w+)/g)].map((m) => m[1]).filter((name) => !(PROJECT_ROUTE.test(url) && name === "id"));

describe("the route-access hook judges every item an address names", () => {
  it("has a loader, applied, for each route whose declared item kind is in its address", () => {
    const unjudged: string[] = [];
    for (const route of routesOf(t.app)) {
      const access = route.access;
      if (!route.url.startsWith("/api/") || access?.who !== "member" || access.item === undefined) continue;
      // No id in the address: the call names its items in the body or the query, and its service judges them.
      if (itemParams(route.url).length === 0) continue;
      const loader = PROJECT_ROUTE.test(route.url)
        ? t.app.itemLoaders.get(access.item)
        : t.app.unplacedItemLoaders.get(access.item);
      if (loader === undefined || !route.url.includes(`:${loader.param}`)) {
        unjudged.push(
          `${route.method} ${route.url} (${access.item}: ${loader ? `loader reads :${loader.param}` : "no loader"})`,
        );
      }
    }
    expect(unjudged).toEqual([]);
  });
});
