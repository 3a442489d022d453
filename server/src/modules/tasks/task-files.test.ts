import { describe, expect, it } from "vitest";
import { download, type FormFile, postForm } from "../../test/forms";
import { type TestUser, useTestApp } from "../../test/harness";
import { filesArea } from "../files-area/test-support";

const t = useTestApp();
const f = filesArea(t);

/** Issue 46 point 8: files dropped or pasted on a task's description become the task's attachments. */
describe("files attached to a task", () => {
  async function withTask(options: { private?: boolean } = {}) {
    const team = await f.team();
    const p = `/api/pm/v2/projects/${team.pid}`;
    const list = (await t.post(`${p}/task-lists`, { title: "Work" }, { as: team.manager })).body.data.id as number;
    const made = await t.post(
      `${p}/tasks`,
      { title: "Write the plan", task_list_id: list, privacy: options.private ?? false },
      { as: team.worker },
    );
    const task = made.body.data.id as number;
    const attach = (uploads: FormFile[], as: TestUser, pid = team.pid) =>
      postForm(t, `/api/pm/v2/projects/${pid}/tasks/${task}/files`, {}, uploads, as);
    const attached = async () =>
      (await t.get(`${p}/tasks/${task}`, { as: team.manager, query: { with: "files" } })).body.data.files.data as {
        name: string;
      }[];
    return { ...team, p, list, task, attach, attached };
  }

  it("attaches the files to the task, downloadable as the task is seen, and logs the change", async () => {
    const { worker, client, task, attach, attached, p } = await withTask();
    const res = await attach(
      [
        { name: "shot.png", content: "not really a png" },
        { name: "notes.txt", content: "notes" },
      ],
      worker,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("The files have been attached successfully.");
    expect(res.body.data.map((x: { name: string }) => x.name)).toEqual(["shot.png", "notes.txt"]);
    expect(res.body.data[0]).toMatchObject({ fileable_type: "task", fileable_id: task, mime_type: "text/plain" });
    expect(res.body.activity).toMatchObject({
      action: "update_task",
      meta: { files_added: ["shot.png", "notes.txt"] },
    });
    expect((await attached()).map((x) => x.name)).toEqual(["shot.png", "notes.txt"]);
    const row = await t.get(`${p}/tasks/${task}`, { as: worker });
    expect(row.body.data.meta.total_files).toBe(2);
    expect((await download(t, res.body.data[1].url, client)).bytes.toString()).toBe("notes");
  });

  it("refuses who may not edit the task, a hidden task, another project's id, no file and an archived list", async () => {
    const { manager, worker, other, client, list, attach, attached, p } = await withTask({ private: true });
    const elsewhere = await t.project({ manager, coWorkers: [worker] });
    const before = await f.snapshot();
    const one = [{ name: "x.txt", content: "x" }];

    const notHis = await attach(one, other);
    expect(notHis.status).toBe(403);
    const blind = await attach(one, client);
    expect(blind.status).toBe(404);
    const wrongProject = await attach(one, worker, elsewhere);
    expect(wrongProject.status).toBe(404);
    const none = await attach([], worker);
    expect(none.status).toBe(400);
    expect(none.body.data.params).toEqual({ files: ["Please attach a file."] });
    const big = await attach([{ name: "big.bin", content: Buffer.alloc(3 * 1024 * 1024, 1) }], worker);
    expect(big.status).toBe(413);
    expect(big.body.data.params).toEqual({ "files[0]": ["Each file must be at most 2 MB."] });
    const archived = await t.post(`${p}/task-lists/${list}/update`, { status: 0 }, { as: manager });
    expect(archived.status).toBe(200);
    const shelved = await attach(one, worker);
    expect(shelved.status).toBe(422);

    expect(await f.snapshot()).toEqual(before);
    expect(await attached()).toEqual([]);
  });
});
