import type { NotificationKey, NotificationSettings } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { type Executor, idArray, queryRows } from "../../db/client";
import { scopeOfMemberships } from "../activities/reader-scope";
import { settingsOfRow } from "./preferences";

/** A person a mail may go to: his address, his switches, and whether he may read the change. */
export type Recipient = {
  id: number;
  email: string;
  displayName: string;
  settings: NotificationSettings;
  /** A global manager, or a member whose role and the project's flags let him view `privateKinds`. */
  mayRead: (privateKinds: readonly string[], ownerId: number | null) => boolean;
};

type Row = {
  id: number;
  email: string;
  display_name: string;
  global_manage: boolean;
  role_id: number | null;
  capabilities: unknown;
  settings: Record<string, boolean> | null;
};

/**
 * The named users, or every member of the project when `everyMember`, with their membership, the project's
 * capability flags and their mail switches, in one query. Users outside the project are kept only when they
 * manage globally (they see every project).
 */
export async function loadRecipients(
  db: Executor,
  projectId: number,
  who: { userIds: number[] } | { everyMember: true },
): Promise<Recipient[]> {
  const chosen =
    "everyMember" in who
      ? sql`u.id in (select user_id from project_members where project_id = ${projectId})`
      : sql`u.id = any(${idArray(who.userIds)})`;
  const rows = await queryRows<Row>(
    db,
    sql`
    select u.id, u.email, u.display_name, (u.is_manager or u.is_admin) as global_manage, pm.role_id,
      caps.value as capabilities, to_jsonb(ns) - 'user_id' as settings
    from users u
    left join project_members pm on pm.user_id = u.id and pm.project_id = ${projectId}
    left join settings caps on caps.project_id = ${projectId} and caps.key = 'capabilities'
    left join notification_settings ns on ns.user_id = u.id
    where ${chosen}`,
  );
  return rows
    .filter((r) => r.global_manage || r.role_id !== null)
    .map((r) => {
      const kinds =
        r.role_id === null
          ? null
          : new Set<string>(
              scopeOfMemberships(r.id, [{ projectId, roleId: r.role_id, capabilities: r.capabilities }]).projects[0]
                ?.kinds ?? [],
            );
      return {
        id: r.id,
        email: r.email,
        displayName: r.display_name,
        settings: settingsOfRow(snakeToRow(r.settings)),
        mayRead: (privateKinds, ownerId) =>
          r.global_manage || ownerId === r.id || privateKinds.every((k) => kinds?.has(k) ?? false),
      };
    });
}

/** to_jsonb gives column names; settingsOfRow reads the table's TypeScript names. */
function snakeToRow(json: Record<string, boolean> | null) {
  if (!json) return null;
  return Object.fromEntries(
    Object.entries(json).map(([k, v]) => [k.replace(/_([a-z])/g, (_m, c) => c.toUpperCase()), v]),
  );
}

/** Whether a switch lets this mail through: the master switch always counts; `named` skips the kind's switch. */
export const wantsMail = (r: Recipient, kind: NotificationKey, named = false): boolean =>
  r.settings.master && (named || r.settings[kind]);
