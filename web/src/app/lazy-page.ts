import { type ComponentType, isValidElement, lazy } from "react";
import type { RouteObject } from "react-router";

type PageModule<P> = { default: ComponentType<P> };

/**
 * A page whose code loads apart: a React.lazy component with a `preload()` that its route's loader awaits
 * (`preloadRoutes` adds that loader to every route whose element is such a page).
 *
 * React 19 keeps a Suspense fallback on screen for at least 300 ms once it has shown it
 * (FALLBACK_THROTTLE_MS), so a page that suspends even briefly on its first render appears 300 ms after
 * its boundary's fallback, not when its code and data have come: the board waited ~300 ms idle with both
 * in hand. A route whose loader awaits `preload` renders only once the code is here, and the component then
 * gives React.lazy a thenable that answers at once, which it renders in the same pass without suspending.
 */
export function lazyPage<P>(load: () => Promise<PageModule<P>>) {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  const Page = lazy(() => {
    const ready = loaded;
    // A thenable, not a Promise: a Promise calls back on a later microtask, which is a suspension.
    // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable that resolves in its own call at once.
    if (ready) return { then: (resolve: (m: PageModule<P>) => void) => resolve(ready) } as Promise<PageModule<P>>;
    return preload();
  });
  return Object.assign(Page, { preload, isLoaded: () => loaded !== undefined });
}

/** What a lazyPage adds to its component. */
export type Preloadable = { preload(): Promise<unknown>; isLoaded(): boolean };

/** The component as a lazyPage, or undefined when it is an ordinary component. */
export function asLazyPage(component: unknown): Preloadable | undefined {
  return typeof component === "object" &&
    component !== null &&
    "preload" in component &&
    typeof component.preload === "function"
    ? (component as Preloadable)
    : undefined;
}

/** The page a route renders, when it is a lazyPage. */
const pageOf = (route: RouteObject) => asLazyPage(isValidElement(route.element) ? route.element.type : undefined);

/**
 * Routes whose element is a lazyPage wait for its code in their loader (beside what the loader already
 * starts), so they never render a fallback; children likewise (a task opened over a page).
 */
export function preloadRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const page = pageOf(route);
    const children = route.children ? preloadRoutes(route.children) : undefined;
    if (!page) return children ? ({ ...route, children } as RouteObject) : route;
    const own = typeof route.loader === "function" ? route.loader : undefined;
    const loader: RouteObject["loader"] = async (args) => {
      const [data] = await Promise.all([own ? own(args) : null, page.preload()]);
      return data ?? null;
    };
    return { ...route, loader, ...(children ? { children } : {}) } as RouteObject;
  });
}
