import { sql } from "drizzle-orm";
import type { MailFrame } from "../../core/mail/layout";
import { type Executor, queryRows } from "../../db/client";
import { logoUrl } from "../media/present";

/** The workspace's name in mail (subjects, header). */
export const SITE_NAME = "Cairn";

export const preferencesPath = "/profile#notifications";

/** What frames every mail: the name, the logo when one is chosen (a public address), the preferences link. */
export async function mailFrame(db: Executor, publicUrl: string): Promise<MailFrame> {
  const [logo] = await queryRows<{ value: unknown }>(
    db,
    sql`select value from settings where project_id is null and key = 'logo'`,
  );
  const id = typeof logo?.value === "number" ? logo.value : null;
  return {
    siteName: SITE_NAME,
    preferencesUrl: `${publicUrl}${preferencesPath}`,
    logoUrl: id === null ? null : `${publicUrl}${logoUrl(id)}`,
  };
}
