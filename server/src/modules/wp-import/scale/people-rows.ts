import { serialize } from "php-serialize";
import { mysqlTime, personName } from "./fake";
import { between, DAY, START, type Workspace } from "./workspace";

/**
 * The people of the generated workspace: WordPress users with the usermeta WordPress writes for each, their
 * role in `<prefix>capabilities` (PHP-serialized). A few staff hold the plugin's pm_manager role; clients have
 * addresses at their own companies' domains.
 */
export type Staff = { managers: number[]; workers: number[]; clients: number[] };

const HASH_CHARS = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

async function addUser(ws: Workspace, caps: Record<string, boolean>, level: number, domain: string): Promise<number> {
  const { random: r, writer } = ws;
  const id = ws.ids.take("users");
  const { first, last } = personName(r);
  const login = `${ascii(first)}.${ascii(last)}${id}`;
  // A phpass hash of nothing anyone knows, as in the fixture (the import never reads it).
  const pass = `$P$B${Array.from({ length: 31 }, () => r.pick([...HASH_CHARS])).join("")}`;
  const registered = mysqlTime(between(r, START - 200 * DAY, START));
  const name = `${first} ${last}`;
  await writer.add("users", [id, login, pass, login, `${login}@${domain}`, "", registered, "", 0, name]);
  const meta: [string, string][] = [
    ["nickname", login],
    ["first_name", first],
    ["last_name", last],
    ["description", ""],
    ["rich_editing", "true"],
    ["syntax_highlighting", "true"],
    ["comment_shortcuts", "false"],
    ["admin_color", "fresh"],
    ["use_ssl", "0"],
    ["show_admin_bar_front", "true"],
    ["locale", ""],
    [`${ws.prefix}capabilities`, serialize(caps)],
    [`${ws.prefix}user_level`, String(level)],
    ["dismissed_wp_pointers", ""],
  ];
  for (const [key, value] of meta) await writer.add("usermeta", [id, key, value]);
  return id;
}

/** Staff (a few WordPress editors holding the plugin's pm_manager role, the rest subscribers) and clients. */
export async function addStaff(ws: Workspace, staff: number, clients: number): Promise<Staff> {
  const out: Staff = { managers: [], workers: [], clients: [] };
  const managers = Math.max(1, Math.round(staff / 20));
  for (let i = 0; i < staff; i++) {
    if (i < managers) out.managers.push(await addUser(ws, { editor: true, pm_manager: true }, 7, "example.org"));
    else out.workers.push(await addUser(ws, { subscriber: true }, 0, "example.org"));
  }
  for (let i = 0; i < clients; i++)
    out.clients.push(await addUser(ws, { subscriber: true }, 0, `client${i + 1}.example.com`));
  return out;
}
