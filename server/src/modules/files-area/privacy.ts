import { sql } from "drizzle-orm";
import { setActivityPrivacy } from "../../core/activity/record";
import type { Executor } from "../../db/client";
import { chainPrivate, loadEntryChain, MAX_FOLDER_DEPTH } from "../attachments/chain";
import { syncAttachmentPrivacy } from "../attachments/store";

/**
 * After an entry's privacy changed or it moved: recomputes the effective privacy of the entry and of
 * everything below it, and keeps the activity rows and the attachments' privacy copies in step.
 */
export async function syncSubtreePrivacy(tx: Executor, projectId: number, rootId: number): Promise<void> {
  const rootPrivate = chainPrivate(await loadEntryChain(tx, projectId, rootId));
  const found = (await tx.execute(sql`
    with recursive sub(id, eff, depth) as (
      select id, ${rootPrivate}::boolean, 0 from files where id = ${rootId} and project_id = ${projectId}
      union all
      select f.id, sub.eff or f.is_private, sub.depth + 1 from files f join sub on f.parent_id = sub.id
        where f.project_id = ${projectId} and f.fileable_type = 'project' and sub.depth < ${MAX_FOLDER_DEPTH}
    ) select id, eff from sub`)) as unknown as { rows: { id: unknown; eff: unknown }[] };
  for (const eff of [true, false]) {
    const ids = found.rows.filter((r) => (r.eff === true) === eff).map((r) => Number(r.id));
    if (ids.length === 0) continue;
    await setActivityPrivacy(tx, "file", ids, eff ? ["file"] : []);
    await syncAttachmentPrivacy(tx, "file", ids, eff);
  }
}
