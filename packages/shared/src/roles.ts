/** Project roles and their fixed ids (API.md). */
export const ROLE = { manager: 1, co_worker: 2, client: 3 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export type RoleName = keyof typeof ROLE;
export const ROLE_NAMES: Record<RoleId, RoleName> = { 1: "manager", 2: "co_worker", 3: "client" };
export const ROLE_IDS = [1, 2, 3] as const;
