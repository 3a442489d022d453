/** The ten per-project capability flags that co-workers and clients are granted (API.md, spec §3). */
export const CAPABILITY_KEYS = [
  "create_message",
  "view_private_message",
  "create_list",
  "view_private_list",
  "create_task",
  "view_private_task",
  "create_milestone",
  "view_private_milestone",
  "create_file",
  "view_private_file",
] as const;
export type CapabilityKey = (typeof CAPABILITY_KEYS)[number];
export type CapabilityFlags = Record<CapabilityKey, boolean>;
export type ProjectCapabilities = { co_worker: CapabilityFlags; client: CapabilityFlags };

/** Kinds of private item and the flag that reveals each. */
export const PRIVATE_KIND_FLAG = {
  message: "view_private_message",
  list: "view_private_list",
  task: "view_private_task",
  milestone: "view_private_milestone",
  file: "view_private_file",
} as const satisfies Record<string, CapabilityKey>;
export type PrivateKind = keyof typeof PRIVATE_KIND_FLAG;

const allFlags = (value: boolean): CapabilityFlags =>
  Object.fromEntries(CAPABILITY_KEYS.map((k) => [k, value])) as CapabilityFlags;

/** Defaults: co-workers get everything; clients only the four create_* flags. */
export function defaultCapabilities(): ProjectCapabilities {
  const client = allFlags(false);
  client.create_message = true;
  client.create_list = true;
  client.create_task = true;
  client.create_milestone = true;
  client.create_file = true;
  return { co_worker: allFlags(true), client };
}

/** Groups as the capabilities tab shows them (spec: Message, Todo List, Todo, Milestone, Files). */
export const CAPABILITY_GROUPS: { group: string; keys: CapabilityKey[] }[] = [
  { group: "Message", keys: ["create_message", "view_private_message"] },
  { group: "Todo List", keys: ["create_list", "view_private_list"] },
  { group: "Todo", keys: ["create_task", "view_private_task"] },
  { group: "Milestone", keys: ["create_milestone", "view_private_milestone"] },
  { group: "Files", keys: ["create_file", "view_private_file"] },
];

/** Merges stored flags over the defaults, accepting the original's "true"/"false" strings. */
export function normalizeCapabilities(stored: unknown): ProjectCapabilities {
  const result = defaultCapabilities();
  if (!stored || typeof stored !== "object") return result;
  for (const role of ["co_worker", "client"] as const) {
    const group = (stored as Record<string, unknown>)[role];
    if (!group || typeof group !== "object") continue;
    for (const key of CAPABILITY_KEYS) {
      const value = (group as Record<string, unknown>)[key];
      if (value !== undefined) result[role][key] = value === true || value === "true" || value === 1 || value === "1";
    }
  }
  return result;
}
