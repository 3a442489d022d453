import type { ModuleSummary } from "@cairn/shared";
import { type FetchQueryOptions, type QueryClient, type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { get } from "./client";
import { isModuleOn, MODULES_PATH } from "./first-reads";

/** An add-on module as the Modules screen lists it (contract: pm-pro/v2/module-lists). */
export type AddOnModule = ModuleSummary;

export const modulesKey = ["modules"] as const;

export const modulesQuery = queryOptions({
  queryKey: modulesKey,
  queryFn: async ({ signal }) => (await get<{ data: AddOnModule[] }>(MODULES_PATH, {}, signal)).data,
  // Switching a module reloads the page, so the list hardly changes during a visit.
  staleTime: 5 * 60_000,
});

/** Every registered module with its state; every signed-in reader may ask (menus of disabled ones hide). */
export function useModules() {
  return useQuery(modulesQuery);
}

const none: ReadonlySet<string> = new Set();

/** Paths of switched-off modules; empty while loading or when the server lists none. */
export function useDisabledModules(): ReadonlySet<string> {
  const modules = useModules().data;
  if (!modules) return none;
  return new Set(modules.filter((m) => !m.enabled).map((m) => m.path));
}

/**
 * Whether a module is on, from the cached states or the request already out for them (a route's loader asks
 * for a module's data only then). A module the server does not list counts as on, as useDisabledModules has it;
 * states that cannot be read count as off, so nothing is asked of a module that may answer 404.
 */
export async function moduleOn(client: QueryClient, path: string): Promise<boolean> {
  try {
    const modules = await client.ensureQueryData(modulesQuery);
    return isModuleOn(modules, path);
  } catch {
    return false;
  }
}

/** Asks for a module's data ahead of the screen that shows it (a route's loader), only while the module is on. */
export function prefetchWhenOn<T, K extends QueryKey>(
  client: QueryClient,
  path: string,
  options: FetchQueryOptions<T, Error, T, K>,
): void {
  void moduleOn(client, path).then((on) => {
    if (on) void client.prefetchQuery(options);
  });
}
