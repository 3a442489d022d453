import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import { baseURL } from "../playwright.config";
import type { SeededUser } from "./seed";

/** Seeding for the files-area journeys, through the real API. */
export type Upload = { name: string; mimeType: string; buffer: Buffer };
type Item = { id: number; title: string; type: string; parent: number };

export async function apiAs(user: SeededUser): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  const res = await ctx.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ctx;
}

async function data<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const files = (projectId: number) => `/api/pm-pro/v2/projects/${projectId}/files`;

export async function createFolder(api: APIRequestContext, projectId: number, title: string, parent = 0, priv = false) {
  return data<Item>(await api.post(files(projectId), { data: { type: "folder", title, parent, private: priv } }));
}

export async function createDoc(
  api: APIRequestContext,
  projectId: number,
  fields: { title: string; description?: string; parent?: number; private?: boolean },
) {
  return data<Item>(await api.post(files(projectId), { data: { type: "doc", parent: 0, ...fields } }));
}

export async function createLink(
  api: APIRequestContext,
  projectId: number,
  fields: { title: string; url: string; description?: string; parent?: number },
) {
  return data<Item>(await api.post(files(projectId), { data: { type: "link", parent: 0, ...fields } }));
}

/** One uploaded (pro) file; the answer's data is an array, one item per file. */
export async function uploadFile(api: APIRequestContext, projectId: number, file: Upload, parent = 0, priv = false) {
  const items = await data<Item[]>(
    await api.post(files(projectId), {
      multipart: { type: "pro_file", parent: String(parent), private: priv ? "1" : "0", "files[]": file },
    }),
  );
  return items[0];
}

export async function updateItem(api: APIRequestContext, projectId: number, id: number, fields: object) {
  return data<Item>(await api.post(`${files(projectId)}/${id}`, { data: fields }));
}

/** A discussion with one attached file (multipart, as the web app sends it). */
export async function discussionWithFile(api: APIRequestContext, projectId: number, title: string, file: Upload) {
  return data<{ id: number }>(
    await api.post(`/api/pm/v2/projects/${projectId}/discussion-boards`, {
      multipart: { title, description: "", "files[]": file },
    }),
  );
}

export async function commentWithFile(
  api: APIRequestContext,
  projectId: number,
  on: { type: string; id: number },
  file: Upload,
) {
  return data<{ id: number }>(
    await api.post(`/api/pm/v2/projects/${projectId}/comments`, {
      multipart: {
        content: "<p>See attached</p>",
        commentable_type: on.type,
        commentable_id: String(on.id),
        "files[]": file,
      },
    }),
  );
}

export async function setClientCapabilities(api: APIRequestContext, projectId: number, flags: Record<string, boolean>) {
  const res = await api.post(`/api/pm/v2/projects/${projectId}/settings`, {
    data: { settings: [{ key: "capabilities", value: { client: flags } }] },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export const textFile = (name: string, text = "hello"): Upload => ({
  name,
  mimeType: "text/plain",
  buffer: Buffer.from(text),
});

/** A real PNG (a gradient with a label) drawn and encoded by the browser itself. */
export async function pngFile(page: Page, name: string, label = "Cairn"): Promise<Upload> {
  const base64 = await page.evaluate((text) => {
    const canvas = document.createElement("canvas");
    canvas.width = 480;
    canvas.height = 320;
    const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
    const g = ctx.createLinearGradient(0, 0, 480, 320);
    g.addColorStop(0, "#0ca678");
    g.addColorStop(1, "#1c7ed6");
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 480, 320);
    ctx.fillStyle = "#fff";
    ctx.font = "bold 48px sans-serif";
    ctx.fillText(text, 40, 180);
    return canvas.toDataURL("image/png").split(",")[1];
  }, label);
  return { name, mimeType: "image/png", buffer: Buffer.from(base64, "base64") };
}

/** A short real WebM video recorded from a canvas by the browser's MediaRecorder. */
export async function webmFile(page: Page, name: string): Promise<Upload> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 120;
    const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    for (let frame = 0; frame < 12; frame++) {
      ctx.fillStyle = `hsl(${frame * 30}, 70%, 45%)`;
      ctx.fillRect(0, 0, 160, 120);
      await new Promise((r) => setTimeout(r, 60));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return { name, mimeType: "video/webm", buffer: Buffer.from(base64, "base64") };
}
