import { sql } from "drizzle-orm";
import type { Database } from "../server/src/db/client";
import { WORKER_EMAIL } from "./seed-large";

/** The files area's budgeted case (issue 4): one folder holding this many items. */
export const FILES_IN_FOLDER = 1000;

/**
 * One folder of the bench project filled with FILES_IN_FOLDER items, set-based: a tenth sub-folders, the
 * rest docs, links and uploads (their blobs are rows only; the list never reads the bytes).
 * Created by the benchmark's co-worker, some private, so the list pays for its privacy filter.
 */
export async function seedFilesFolder(database: Database, projectId: number, log: (s: string) => void) {
  const started = performance.now();
  const run = async (statement: string) =>
    (await database.db.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] };
  const worker = `(select id from users where email = '${WORKER_EMAIL}')`;
  const folder = await run(
    `insert into files (project_id, fileable_type, fileable_id, type, parent_id, name, created_by, updated_by)
     values (${projectId}, 'project', ${projectId}, 'folder', 0, 'Bench folder', ${worker}, ${worker}) returning id`,
  );
  const folderId = Number(folder.rows[0].id);
  await run(
    `insert into blobs (storage_key, size, mime_type, sha256)
     select lpad(to_hex(g % 256), 2, '0') || '/' || lpad(to_hex(g % 256), 2, '0') || '000000-0000-4000-8000-' || lpad(g::text, 12, '0'),
            1000 + g, 'application/pdf', md5(g::text)
     from generate_series(1, ${FILES_IN_FOLDER}) g where g % 10 = 3`,
  );
  await run(
    `insert into files (project_id, fileable_type, fileable_id, type, parent_id, name, description, url, blob_id,
                        is_private, created_by, updated_by, created_at)
     select ${projectId}, 'project', ${projectId},
            (array['folder','doc','link','pro_file'])[case when g % 10 = 0 then 1 when g % 10 = 3 then 4 else 2 + g % 2 end],
            ${folderId}, 'Item ' || g,
            case when g % 10 = 0 then null else '<p>Notes for item ' || g || '</p>' end,
            case when g % 10 not in (0, 3) and g % 2 = 1 then 'https://example.test/' || g end,
            (select b.id from blobs b where b.size = 1000 + g and g % 10 = 3),
            g % 25 = 0, ${worker}, ${worker}, now() - g * interval '1 minute'
     from generate_series(1, ${FILES_IN_FOLDER}) g`,
  );
  log(`  ${"files folder".padEnd(26)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return folderId;
}

/** The folder seedFilesFolder made, read back from a copy of the seeded template. */
export async function readFilesFolder(database: Database): Promise<number> {
  const found = (await database.db.execute(
    sql.raw(`select id from files where name = 'Bench folder' and type = 'folder' order by id limit 1`),
  )) as unknown as { rows: { id: number | string }[] };
  return Number(found.rows[0].id);
}
