import { CLIENT_SEARCH_LIMIT, ROLE } from "@cairn/shared";
import { sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { forbidden } from "../../core/http/errors";
import { hasGlobalManage } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { presentUser } from "../users/present";

type Row = { id: number; email: string; display_name: string; manages: boolean };

/**
 * `search_by_client`: people who are clients in a project the caller manages (any project's clients for a
 * global manager) whose name or e-mail contains the text, accents and case aside; by name, at most 20.
 * Anyone who manages no project is refused. One statement: the refusal is read from the same row set.
 */
export async function searchClients(db: Executor, me: CurrentUser, query: string) {
  const everyone = hasGlobalManage(me);
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const managed = everyone
    ? sql`true`
    : sql`exists (select 1 from project_members m where m.project_id = c.project_id and m.user_id = ${me.id}
        and m.role_id = ${ROLE.manager})`;
  const result = (await db.execute(sql`
    with found as (
      select u.id, u.email, u.display_name from users u
      where (unaccent(u.display_name) ilike unaccent(${pattern}) or u.email ilike ${pattern})
        and exists (select 1 from project_members c where c.user_id = u.id and c.role_id = ${ROLE.client} and ${managed})
      order by lower(unaccent(u.display_name)), u.id limit ${CLIENT_SEARCH_LIMIT})
    select f.*, ${everyone} or exists (select 1 from project_members m where m.user_id = ${me.id}
      and m.role_id = ${ROLE.manager}) as manages
    from (select 1) one left join found f on true
  `)) as unknown as { rows: Row[] };
  if (!result.rows[0]?.manages) throw forbidden();
  return result.rows
    .filter((r) => r.id !== null)
    .map((r) => presentUser({ id: Number(r.id), email: r.email, displayName: r.display_name }));
}
