import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type CapturedMail = {
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
};

/** RFC 2047 encoded words (subjects) back to text. */
const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data
            .replace(/_/g, " ")
            .replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

function splitHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

/** The text and HTML parts of a MIME body, looking inside nested multiparts (alternative within mixed). */
function collectParts(headers: Record<string, string>, body: string, parts: Record<string, string>) {
  const type = (headers["content-type"] ?? "text/plain").split(";")[0].trim();
  const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "")?.[1];
  if (type.startsWith("multipart/") && boundary) {
    for (const chunk of body.split(`--${boundary}`)) {
      const [partHead, ...partBody] = chunk.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
      if (!partHead || partHead.startsWith("--")) continue;
      collectParts(splitHeaders(partHead), partBody.join("\n\n"), parts);
    }
    return;
  }
  let content = body;
  if (headers["content-transfer-encoding"] === "quoted-printable") content = decodeQuotedPrintable(content);
  if (headers["content-transfer-encoding"] === "base64") content = Buffer.from(content, "base64").toString("utf8");
  if (type === "text/plain" || type === "text/html") parts[type] ??= content.trim();
}

/** Enough MIME to read what nodemailer writes: headers, and the text and HTML parts. */
function parse(raw: string, to: string[]): CapturedMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = splitHeaders(head);
  const parts: Record<string, string> = {};
  collectParts(headers, rest.join("\n\n"), parts);
  return {
    to,
    subject: decodeWords(headers.subject ?? ""),
    headers,
    text: parts["text/plain"] ?? "",
    html: parts["text/html"] ?? "",
    raw,
  };
}

/**
 * A local SMTP server standing in for the real one: it keeps every message it accepts. `failNext` makes the
 * next deliveries fail with a temporary (451) or permanent (550) error, as a real server would.
 */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const failures: number[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const code = failures.shift();
        if (code) {
          const err = Object.assign(new Error(code >= 500 ? "Mailbox unavailable" : "Try again later"), {
            responseCode: code,
          });
          return callback(err);
        }
        mails.push(
          parse(
            Buffer.concat(chunks).toString("utf8"),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    failNext: (...codes: number[]) => failures.push(...codes),
    to: (email: string) => mails.filter((m) => m.to.includes(email)),
    clear: () => mails.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
