import fc from "fast-check";

/**
 * What a hostile or broken client sends instead of a real request (issue 18): malformed ids in the address,
 * odd query strings, bodies of the wrong shape, size, type or encoding. Fixed cases cover what once broke
 * Cairn; seeded fast-check samples explore around them, the same every run (FUZZ_SEED changes the seed).
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);

/** In place of an id in the address. */
export const BAD_IDS = ["abc", "-1", "0", "1.5", "99999999999999999999", "1e3", "%00", "%F0%9F"];

/** Paging out of range: a route that pages (RouteEntry.paged) answers 400 to each. */
export const BAD_PAGING = ["per_page=-5&page=0", "per_page=1000000000000&page=99999999999", "page=abc&per_page=x"];

/** Query strings (without the leading "?"). */
export const BAD_QUERIES = [
  "status[]=1&status[x]=2&with[]=a",
  "with=%00&query=%00",
  `query=${"x".repeat(5000)}`,
  "due_date=2026-02-30&due_date_operator=between&start_at=yesterday",
  "orderby=;drop table tasks&users=abc,1,-2",
  "id=99999999999999999999&project_id=-1&folder_id=abc",
  "newest=maybe&before=not-a-cursor&key=%E2%80%AE",
];

/** The field names Cairn's bodies use: sampled bodies put wrong values under real names. */
const FIELDS = [
  "title",
  "description",
  "content",
  "name",
  "display_name",
  "email",
  "password",
  "current_password",
  "status",
  "order",
  "task_list_id",
  "list_id",
  "milestone_id",
  "project_id",
  "assignees",
  "users",
  "labels",
  "task_labels",
  "due_date",
  "start_at",
  "est_completion_date",
  "color",
  "color_code",
  "per_page",
  "page",
  "type",
  "parent_id",
  "settings",
  "key",
  "value",
  "commentable_type",
  "commentable_id",
  "files_to_delete",
  "notify_users",
  "is_private",
  "privacy",
  "role_id",
  "user_id",
  "lead_id",
  "member_ids",
  "module",
  "modules",
  "license_key",
  "url",
  "folder_id",
  "capabilities",
  "timezone",
  "week_start",
  "locale",
  "language",
  "time_format",
  "orders",
  "ids",
];

const wrongValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 2 ** 31, 1e308, -0),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("2026-02-30", "yesterday", "", " ", "\u0000", "x".repeat(70_000), "1; drop table users"),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** Objects with Cairn's field names and wrong values: the bodies most likely to get past a parser. */
export function sampledBodies(count: number, seed: number): Record<string, unknown>[] {
  const body = fc.dictionary(fc.constantFrom(...FIELDS), wrongValue, { minKeys: 1, maxKeys: 5 });
  return fc.sample(body, { numRuns: count, seed });
}

/** JSON bodies of the wrong kind altogether. */
export const BAD_JSON_BODIES: unknown[] = [
  {},
  [],
  [1, 2, 3],
  "text",
  123,
  null,
  true,
  { title: 123, description: ["a"], status: "open", order: { x: 1 } },
  { title: "x".repeat(300_000) },
  { title: "Nested", assignees: [[1, 2], { user_id: "x", role_id: 9_999_999_999 }], users: [{}] },
  { title: "Dates", due_date: "2026-13-45", start_at: "2026-02-30T25:61", est_completion_date: 20260101 },
  { title: "Ids", task_list_id: -1, milestone_id: 1e30, parent_id: "1", project_id: 2 ** 53 },
  { __proto__: { is_admin: true }, constructor: { prototype: { polluted: true } }, title: "Proto" },
];

/**
 * Raw bodies with the content type they claim, or a wrong one, and the answers every route must give them
 * (none where a route that reads no body may rightly ignore it); `jsonOnly`: the answer of a route that
 * declares a JSON body schema (RouteEntry.jsonBody).
 */
export const BAD_RAW_BODIES: { contentType: string; payload: string; expected?: number[]; jsonOnly?: number[] }[] = [
  { contentType: "application/json", payload: '{"title": "trunc', expected: [400] },
  { contentType: "application/json", payload: `${"[".repeat(20_000)}${"]".repeat(20_000)}`, expected: [400] },
  {
    contentType: "application/json",
    payload: `{"a":${'{"a":'.repeat(5_000)}1${"}".repeat(5_001)}`,
    expected: [400],
  },
  { contentType: "application/json", payload: "" },
  { contentType: "application/json", payload: '{"title": "\\ud800 alone", "content": "\\u0000"}', expected: [400] },
  { contentType: "text/plain", payload: "title=hello" },
  { contentType: "application/x-www-form-urlencoded", payload: "title=hello&assignees[0][user_id]=x", expected: [415] },
  { contentType: "multipart/form-data; boundary=nothing", payload: "--nothing\r\nbroken", jsonOnly: [415] },
  { contentType: "multipart/form-data; boundary=b", payload: "--b--\r\n", jsonOnly: [415] },
  { contentType: "application/xml", payload: "<title>hello</title>", expected: [415] },
];
