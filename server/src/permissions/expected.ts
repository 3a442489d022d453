import { CAPABILITY_KEYS, type CapabilityFlags, PRIVATE_KIND_FLAG, type PrivateKind } from "@cairn/shared";
import { policy } from "../core/policy/policy";
import type { ProjectAccess } from "../core/policy/project-access";
import type { AddressedKind, RouteAccess } from "../core/policy/route-access";

/** Who calls: the roles of ARCHITECTURE.md's policy, and an API token (a co-worker's). */
export const CALLER_KINDS = [
  "global-manager",
  "project-manager",
  "co-worker",
  "client",
  "api-token",
  "outsider",
  "anonymous",
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** The addressed item: someone else's and public, someone else's and private, or the caller's own (private). */
export type Variant = "public" | "private" | "own";

export type Case = { caller: CallerKind; variant: Variant; flagsOn: boolean };

/** "ok": any 2xx (or the route's stated answer for a permitted call); else the refusal's status. */
export type Expected = "ok" | 401 | 403 | 404 | 405;

const isPrivateKind = (kind: AddressedKind | undefined): kind is PrivateKind =>
  kind !== undefined && kind in PRIVATE_KIND_FLAG;

/** The private kind that hides an item: a sub-task is hidden as a task (it has its parent's privacy), a Gantt link as its tasks. */
const privacyOf = (kind: AddressedKind | undefined) => (kind === "sub_task" || kind === "gantt_link" ? "task" : kind);

/** The variants worth trying for an item kind: privacy only where the kind has it, ownership where it counts. */
export function variantsOf(kind: AddressedKind | undefined, caller: CallerKind): Variant[] {
  const own: Variant[] = caller === "anonymous" ? [] : ["own"];
  if (isPrivateKind(privacyOf(kind))) return ["public", "private", ...own];
  if (
    kind === "comment" ||
    kind === "attachment" ||
    kind === "own" ||
    kind === "time" ||
    kind === "sprint" ||
    kind === "invoice" ||
    kind === "billing_address"
  ) {
    return ["public", ...own];
  }
  return ["public"];
}

const CALLER_ID = 1;
const SOMEONE_ELSE = 2;

const flagsOf = (on: boolean) => Object.fromEntries(CAPABILITY_KEYS.map((k) => [k, on])) as CapabilityFlags;

/** The caller's ProjectAccess as core/policy/project-access builds it, for the policy table to judge. */
function accessOf(c: Case): ProjectAccess {
  const isManager = c.caller === "global-manager" || c.caller === "project-manager";
  return {
    userId: CALLER_ID,
    project: {} as ProjectAccess["project"],
    roleId: null,
    isManager,
    isGlobalManager: c.caller === "global-manager",
    flags: flagsOf(isManager || c.flagsOn),
    dataVersion: null,
  };
}

/** What the policy table says this call must get. */
export function expectedAnswer(rule: RouteAccess, c: Case): Expected {
  if (rule.sessionOnly && c.caller === "api-token") return 403;
  if (rule.who === "anyone") return "ok";
  if (c.caller === "anonymous") return 401;
  const globalManager = c.caller === "global-manager";
  if (rule.who === "global-manager") {
    if (globalManager) return "ok";
    // A project the caller is no member of is not revealed, even by a refusal (core/policy/project-access).
    return rule.ofProject && c.caller === "outsider" ? 404 : 403;
  }
  if (rule.who === "manager") return globalManager || c.caller === "project-manager" ? "ok" : 403;
  if (rule.who === "signed-in") {
    if (rule.item === "own") return c.variant === "own" ? "ok" : 404;
    if (rule.item === "media") return globalManager ? "ok" : 404;
    // A billing address: the caller's own or any for a global manager; a client's (of the project the
    // project manager manages) read by that manager, not changed; nobody else learns the user exists.
    if (rule.item === "billing_address") {
      if (c.variant === "own" || globalManager) return "ok";
      if (c.caller !== "project-manager") return 404;
      return rule.does === "edit" ? 403 : "ok";
    }
    return "ok";
  }
  if (rule.tokenOnly && c.caller !== "api-token") return 405;
  // A project the caller is no member of is not revealed (core/policy/project-access).
  if (c.caller === "outsider") return 404;
  const access = accessOf(c);
  // An invoice: its project's managers keep it; its client (the "own" variant) reads and pays it but is refused
  // the rest; nobody else learns it exists.
  if (rule.item === "invoice") {
    if (policy.manageProject(access)) return "ok";
    if (c.variant !== "own") return 404;
    return rule.does === "see" ? "ok" : 403;
  }
  const item = { createdBy: c.variant === "own" ? CALLER_ID : SOMEONE_ELSE, isPrivate: c.variant !== "public" };
  const privacy = privacyOf(rule.item);
  if (isPrivateKind(privacy) && !policy.view(access, privacy, item)) return 404;
  const allowed = {
    see: true,
    create: rule.creates !== undefined && policy.create(access, rule.creates),
    edit: policy.edit(access, item),
    remove: rule.item === "time" ? policy.removeTimeLog(access, item) : policy.remove(access, item),
    complete: policy.completeTask(access, item, []),
    manage: policy.manageProject(access),
    "add-sub-task": policy.addSubTask(access, item, []),
  }[rule.does];
  return allowed ? "ok" : 403;
}

/** Whether the caller may see the workspace's private items (made by someone else): managers, or with flags on. */
export const seesPrivate = (c: Pick<Case, "caller" | "flagsOn">) =>
  c.caller === "global-manager" ||
  c.caller === "project-manager" ||
  (c.flagsOn && c.caller !== "outsider" && c.caller !== "anonymous");
