import type { PrivateKind } from "@cairn/shared";
import type { CreatableKind } from "./policy";

/**
 * What an address names, beside its project: the private kinds hide from members without their
 * view_private flag (unless they created the item); the others are seen by every member who may see
 * what holds them; `own` items (API tokens) are seen by their owner only, and `media` (the media library's
 * images) by global managers, and by everyone signed in only while the image is the logo. A `sub_task` is
 * hidden as its parent task is (it shares the parent's privacy). A `time` log is seen with its task; only
 * its tracker deletes it. A kanboard `column` is seen by every member of its project. A `sprint` (no project in
 * its address) is seen by the members of its projects and edited by their managers or its creator. A
 * `gantt_link` is seen as its two tasks are, and changed by who may edit both. An `invoice` is seen by its
 * project's managers and by its client (the "own" case), by no one else.
 */
export type AddressedKind =
  | PrivateKind
  | "sub_task"
  | "comment"
  | "attachment"
  | "label"
  | "own"
  | "media"
  | "time"
  | "column"
  | "sprint"
  | "gantt_link"
  | "invoice"
  /** A project's custom field: seen by every member of its project, defined by its managers. */
  | "custom_field"
  /**
   * A user's billing address (no project in its address): his own and global managers' to see and change;
   * seen by the managers of a project he is a client of; not revealed to anyone else.
   */
  | "billing_address"
  /** An outgoing webhook endpoint of a project: its managers' (and global managers') alone, to see and change. */
  | "webhook";

/** The policy check (core/policy/policy.ts) a project route applies, after the project and its item are seen. */
export type ProjectAction = "see" | "create" | "edit" | "remove" | "complete" | "manage" | "add-sub-task";

/**
 * Who may call a route, in the policy table's words: declared once on the route (`config.access`), applied by
 * its code, and checked against the policy by the permission matrix (server/src/permissions). A route with no
 * declaration fails that test.
 */
export type RouteAccess = (
  | { who: "anyone" }
  /** `does` where the item's rule tells reading from changing (a billing address). */
  | { who: "signed-in"; item?: AddressedKind; does?: "see" | "edit" }
  | {
      who: "global-manager";
      /**
       * The address names a project, looked up first: a caller who may not see it gets its 404 (as for a
       * missing one), a member who is no global manager the 403 (issue 42 point 9).
       */
      ofProject?: boolean;
    }
  /** A global manager, or the manager of at least one project (who answers for that project's people). */
  | { who: "manager" }
  | {
      who: "member";
      does: ProjectAction;
      item?: AddressedKind;
      creates?: CreatableKind;
      /** A GET that writes (the spec's client): API tokens only; a session cookie gets 405. */
      tokenOnly?: boolean;
    }
) & {
  /**
   * Refused (403) to a request that carries an API token: what makes or ends credentials (tokens, the
   * password) takes a browser session, so a leaked token cannot make itself permanent.
   */
  sessionOnly?: boolean;
};

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Route config builders: `config: member("edit", "task")`, `config: sessionOnly(signedIn())`. */
export const anyone = () => ({ access: { who: "anyone" } as const });
export const signedIn = (item?: AddressedKind, does?: "see" | "edit") => ({
  access: { who: "signed-in", item, ...(does ? { does } : {}) } as const,
});
export const globalManager = (options: { ofProject?: boolean } = {}) => ({
  access: { who: "global-manager", ...options } as const,
});
export const anyManager = () => ({ access: { who: "manager" } as const });
export const member = (does: Exclude<ProjectAction, "create">, item?: AddressedKind) => ({
  access: { who: "member", does, item } as const,
});
export const creates = (kind: CreatableKind, item?: AddressedKind, options: { tokenOnly?: boolean } = {}) => ({
  access: { who: "member", does: "create", creates: kind, item, ...options } as const,
});
export const sessionOnly = <C extends { access: RouteAccess }>(config: C) => ({
  access: { ...config.access, sessionOnly: true } as const,
});
