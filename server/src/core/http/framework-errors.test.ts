import net from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { isErrorShape } from "../../test/error-shape";
import { useTestApp } from "../../test/harness";

const t = useTestApp();
let port = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as net.AddressInfo).port;
});

/** Sends raw bytes, as a client Node's parser refuses would, and reads the whole answer. */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString();
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      const [head, body = ""] = text.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      if (!status) reject(new Error(`no answer: ${JSON.stringify(text)}`));
      else resolve({ status, headers: head, body });
    });
  });
}

describe("answers Node and Fastify give by themselves come in the error shape", () => {
  it("headers over Node's limit: 431", async () => {
    const res = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      code: "rest_headers_too_large",
      message: ["The request's headers are too large."],
      data: { status: 431 },
    });
  });

  it("a request Node cannot parse: 400", async () => {
    const res = await rawRequest("NOT A REQUEST\r\n\r\n");
    expect(res.status).toBe(400);
    expect(isErrorShape(400, JSON.parse(res.body))).toBe(true);
  });

  it("bad JSON, an empty JSON body, a body over the limit, an unsupported type, a broken URL, a too-long parameter", async () => {
    const u = await t.user({ manager: true });
    const post = (payload: string, contentType: string) =>
      t.request("POST", "/api/pm/v2/projects", { as: u, body: payload, headers: { "content-type": contentType } });
    const answers = {
      badJson: [await post("{not json", "application/json"), 400],
      emptyJson: [await post("", "application/json"), 400],
      tooLarge: [await post(JSON.stringify({ title: "x".repeat(1_100_000) }), "application/json"), 413],
      unsupported: [await post("<x/>", "application/xml"), 415],
      badUrl: [await t.get("/api/pm/v2/projects/%E0%A4%A", { as: u }), 400],
      longParam: [await t.get(`/api/pm/v2/projects/${"9".repeat(200)}`, { as: u }), 414],
      badContentLength: [
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          headers: { "content-type": "application/json", "content-length": "abc" },
          payload: "{}",
        }),
        400,
      ],
    } as const;
    for (const [name, [res, status]] of Object.entries(answers)) {
      const body = "statusCode" in res ? res.json() : res.body;
      const code = "statusCode" in res ? res.statusCode : res.status;
      expect(code, name).toBe(status);
      expect(isErrorShape(status, body), `${name}: ${JSON.stringify(body)}`).toBe(true);
    }
  });
});

describe("while the server shuts down", () => {
  it("a request still arriving gets 503 in the error shape", async () => {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    // A keep-alive connection is open; the shutdown begins; then the request arrives on it.
    const closing = t.app.close();
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString();
    });
    socket.write("GET /api/auth/setup HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await new Promise((resolve) => socket.once("close", resolve));
    await closing;
    expect(text).toMatch(/^HTTP\/1\.1 503/);
    expect(isErrorShape(503, JSON.parse(text.split("\r\n\r\n")[1]))).toBe(true);
  });
});
