import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SESSION_COOKIE } from "../core/auth/current-user";
import type { Reply, TestContext, TestUser } from "./harness";

/** Test support: a hand-built multipart/form-data body, as a browser's FormData would send it. */
export type FormFile = { name: string; content: Buffer | string; type?: string; field?: string };
export type FormFields = Record<string, string | number | boolean | (string | number)[]>;

export function formPayload(fields: FormFields, files: FormFile[] = []) {
  const boundary = `----cairn-test-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  const add = (text: string) => chunks.push(Buffer.from(text, "utf8"));
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      add(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(v)}\r\n`);
    }
  }
  for (const f of files) {
    add(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "files[]"}"; filename="${f.name}"\r\n` +
        `Content-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
    );
    chunks.push(typeof f.content === "string" ? Buffer.from(f.content, "utf8") : f.content);
    add("\r\n");
  }
  add(`--${boundary}--\r\n`);
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a form as the given user and reads the reply like the harness does. */
export async function postForm(
  t: TestContext,
  url: string,
  fields: FormFields,
  files: FormFile[],
  as: TestUser,
): Promise<Reply> {
  const { payload, contentType } = formPayload(fields, files);
  const res = await t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": contentType, cookie: `${SESSION_COOKIE}=${as.cookie}` },
  });
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** Downloads raw bytes (the harness reads bodies as text). */
export async function download(t: TestContext, url: string, as: TestUser) {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie: `${SESSION_COOKIE}=${as.cookie}` } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

/** Every stored object under the app's storage folder (temporary files included). */
export function storedObjects(t: TestContext): string[] {
  const root = path.join(t.config.dataDir, "files");
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((p) => path.join(root, p))
    .filter((p) => fs.statSync(p).isFile());
}
