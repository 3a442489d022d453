import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Executor } from "../../db/client";
import type { CurrentUser } from "../auth/current-user";
import type { OwnedItem } from "./policy";
import type { ProjectAccess } from "./project-access";
import type { AddressedKind, ProjectAction } from "./route-access";

/**
 * What the loader of each addressed kind gives a handler, declared by the module that owns the kind beside its
 * loader (`declare module ".../core/policy/addressed-items" { interface AddressedItems { task: ... } }`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one entry per module's kind
export interface AddressedItems {}

/**
 * How the route-access hook finds the item a route's ids name: the URL parameter holding its id, the one
 * query that reads it among what the caller may see (anything else, missing or private, is its 404), and who
 * made it (and who is assigned to it, where completing depends on that) for the policy's ownership rules.
 */
export type ItemLoader<T> = {
  param: string;
  /** The request is there for what the read brings along (a task's `?with=time`), never for the rule. */
  load: (db: Executor, access: ProjectAccess, id: number, req: FastifyRequest) => Promise<T>;
  owner: (item: T) => OwnedItem & { assigneeIds?: readonly number[] };
  /**
   * The kind's own policy check for an action, where the table's is not its rule (a Gantt link is changed by
   * who may edit both its tasks); the other actions keep the table's.
   */
  allows?: Partial<Record<ProjectAction, (access: ProjectAccess, item: T) => boolean>>;
};

/**
 * The loader of a kind whose address names no project (a time log, a sprint, a task's sub-tasks): `load` reads
 * the item by its id with what decides access to it (404 when missing or not the caller's to see: a time log's
 * project comes from its task) and gives the project it belongs to, where it has one, to `projectAccessOf`;
 * `allows` says, in the policy's words, whether the route's action is (403 otherwise).
 */
export type UnplacedItemLoader<T> = {
  param: string;
  load: (db: Executor, user: CurrentUser, id: number, req: FastifyRequest) => Promise<UnplacedItem<T>>;
  allows: (item: T, does: ProjectAction, project: ProjectAccess | undefined) => boolean;
};

/** What an unplaced loader read: the item, and the caller's access to its project where it has one. */
export type UnplacedItem<T> = { item: T; project?: ProjectAccess };

type Loaders = Map<AddressedKind, ItemLoader<unknown>>;
type UnplacedLoaders = Map<AddressedKind, UnplacedItemLoader<unknown>>;

declare module "fastify" {
  interface FastifyInstance {
    itemLoaders: Loaders;
    unplacedItemLoaders: UnplacedLoaders;
  }
}

export function installItemLoaders(app: FastifyInstance): Loaders {
  const loaders: Loaders = new Map();
  app.decorate("itemLoaders", loaders);
  return loaders;
}

export function installUnplacedItemLoaders(app: FastifyInstance): UnplacedLoaders {
  const loaders: UnplacedLoaders = new Map();
  app.decorate("unplacedItemLoaders", loaders);
  return loaders;
}

/** A module's loader for its kind, declared once (in its routes plugin, before or after its routes). */
export function declareItemLoader<K extends keyof AddressedItems & AddressedKind>(
  app: FastifyInstance,
  kind: K,
  loader: ItemLoader<AddressedItems[K]>,
): void {
  if (!app.itemLoaders.has(kind)) app.itemLoaders.set(kind, loader as ItemLoader<unknown>);
}

/** The loader of a kind with no project in its address, declared once beside the code that reads the item. */
export function declareUnplacedItemLoader<K extends keyof AddressedItems & AddressedKind>(
  app: FastifyInstance,
  kind: K,
  loader: UnplacedItemLoader<AddressedItems[K]>,
): void {
  if (!app.unplacedItemLoaders.has(kind)) app.unplacedItemLoaders.set(kind, loader as UnplacedItemLoader<unknown>);
}

/** What the route's access rule loaded on this request (core/policy/enforce-access). */
export type RequestAccess = { project?: ProjectAccess; item?: unknown; itemKind?: AddressedKind };

declare module "fastify" {
  interface FastifyRequest {
    access: RequestAccess;
  }
}

/** The project the route's ids name, as the caller may act in it; loaded and checked before the handler. */
export function projectAccessOf(req: FastifyRequest): ProjectAccess {
  const project = req.access?.project;
  if (!project) throw new Error(`${req.routeOptions.url}: no project was loaded by the route's access rule`);
  return project;
}

/** The item of `kind` the route's ids name, loaded and judged by the route's access rule before the handler. */
export function accessedItem<K extends keyof AddressedItems & AddressedKind>(
  req: FastifyRequest,
  kind: K,
): AddressedItems[K] {
  if (req.access?.itemKind !== kind) {
    throw new Error(`${req.routeOptions.url}: no ${kind} was loaded by the route's access rule`);
  }
  return req.access.item as AddressedItems[K];
}
