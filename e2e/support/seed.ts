import { type APIRequestContext, request } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { ADMIN } from "./admin";

export type SeededUser = { id: number; email: string; password: string; display_name: string };

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** An API session as the administrator, for seeding data quickly through the real API. */
export async function adminApi(): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  const res = await ctx.post("/api/auth/login", { data: { email: ADMIN.email, password: ADMIN.password } });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
  return ctx;
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  if (!res.ok()) throw new Error(`${res.url()} → ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function createUser(
  api: APIRequestContext,
  name: string,
  options: { manager?: boolean } = {},
): Promise<SeededUser> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${unique()}@example.test`;
  const password = "password-1234";
  const body = await ok<{ data: { id: number } }>(
    await api.post("/api/pm/v2/users", {
      data: { email, display_name: name, password, manager: options.manager ?? false },
    }),
  );
  return { id: body.data.id, email, password, display_name: name };
}

export async function createProject(
  api: APIRequestContext,
  members: { user: SeededUser; role: "manager" | "co_worker" | "client" }[],
  title = `Project ${unique()}`,
): Promise<{ id: number; title: string; inbox_list_id: number }> {
  const roleId = { manager: 1, co_worker: 2, client: 3 };
  const body = await ok<{ data: { id: number; title: string; inbox_list_id: number } }>(
    await api.post("/api/pm/v2/projects", {
      data: { title, assignees: members.map((m) => ({ user_id: m.user.id, role_id: roleId[m.role] })) },
    }),
  );
  return body.data;
}

/**
 * The team most journeys start from: Mia manages a new project, Cole is its co-worker, and a list of it
 * (`listTitle`) is ready for tasks. `base` is the project's API path.
 */
/** A project with a manager and a co-worker, each a new user named as given. */
export async function createManagedProject(api: APIRequestContext, managerName: string, coworkerName: string) {
  const manager = await createUser(api, managerName);
  const coworker = await createUser(api, coworkerName);
  const project = await createProject(api, [
    { user: manager, role: "manager" },
    { user: coworker, role: "co_worker" },
  ]);
  return { manager, coworker, project };
}

export async function seedTeam(listTitle: string) {
  const api = await adminApi();
  const { manager: mia, coworker: cole, project } = await createManagedProject(api, "Mia Manager", "Cole Worker");
  const base = `pm/v2/projects/${project.id}`;
  const list = await apiPost(api, `${base}/task-lists`, { title: listTitle });
  return { api, mia, cole, project, base, list };
}

/** POSTs through the API and returns `data` (fails the test on any refusal). */
export async function apiPost<T = { id: number }>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const body = await ok<{ data: T }>(await api.post(`/api/${path}`, { data }));
  return body.data;
}

export { unique };
