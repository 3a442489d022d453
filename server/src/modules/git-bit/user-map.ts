import { GIT_BIT_MESSAGES, type SaveUsersMapBody, type UserMapRow } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { invalidField } from "../../core/http/errors";
import { type Executor, idArray, queryRows } from "../../db/client";
import { gitBitLogins } from "../../db/schema";

/** Every member of the project with his logins (none yet: nulls), by name. */
export function readUserMap(db: Executor, projectId: number): Promise<UserMapRow[]> {
  return queryRows<UserMapRow>(
    db,
    sql`select u.id as user_id, u.display_name, u.email, l.github, l.bitbucket
      from project_members m
      join users u on u.id = m.user_id
      left join git_bit_logins l on l.project_id = m.project_id and l.user_id = m.user_id
      where m.project_id = ${projectId}
      order by u.display_name, u.id`,
  );
}

/** Saves the rows given (members only; an empty login clears it) in one statement. */
export async function saveUserMap(db: Executor, body: SaveUsersMapBody): Promise<UserMapRow[]> {
  const ids = body.users.map((u) => u.user_id);
  const members = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from project_members where project_id = ${body.project_id} and user_id = any(${idArray(ids)})`,
  );
  const known = new Set(members.map((m) => m.user_id));
  const stranger = body.users.findIndex((u) => !known.has(u.user_id));
  if (stranger >= 0) throw invalidField(`users.${stranger}.user_id`, GIT_BIT_MESSAGES.notMember);
  const blank = (v: string | null | undefined) => (v ? v : null);
  await db
    .insert(gitBitLogins)
    .values(
      body.users.map((u) => ({
        projectId: body.project_id,
        userId: u.user_id,
        github: blank(u.github),
        bitbucket: blank(u.bitbucket),
      })),
    )
    .onConflictDoUpdate({
      target: [gitBitLogins.projectId, gitBitLogins.userId],
      set: { github: sql`excluded.github`, bitbucket: sql`excluded.bitbucket` },
    });
  return readUserMap(db, body.project_id);
}
