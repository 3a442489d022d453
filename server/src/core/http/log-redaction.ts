import pino, { type DestinationStream } from "pino";

/** Query parameters whose value is a credential (webhook tokens, set-password links, signed URLs). */
const SECRET_PARAMETER = /token|secret|password|signature|^(api_?)?key$/i;
/** The calendar feed's address is its own credential: `/api/calendar/feed/<secret>.ics`. */
const FEED_PATH = /^(\/api\/calendar\/feed\/)[^/?]+(\.ics)$/;
const REDACTED = "[redacted]";

function parameterName(pair: string): string {
  const name = pair.split("=", 1)[0];
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/** The URL as it may be written to a log: secrets in the path or the query replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  const path = mark === -1 ? url : url.slice(0, mark);
  const safePath = path.replace(FEED_PATH, `$1${REDACTED}$2`);
  if (mark === -1) return safePath;
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((pair) =>
      pair.includes("=") && SECRET_PARAMETER.test(parameterName(pair)) ? `${pair.split("=", 1)[0]}=${REDACTED}` : pair,
    )
    .join("&");
  return `${safePath}?${query}`;
}

/** Fastify's request serializer (lib/logger-pino.js) with the URL redacted. */
export const logSerializers = {
  // Typed by the fields it reads: a FastifyRequest here throws off Fastify's server-type inference in app.ts.
  req(req: {
    method: string;
    url: string;
    headers?: Record<string, string | string[] | undefined>;
    host?: string;
    ip?: string;
    socket?: { remotePort?: number };
  }) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      version: req.headers?.["accept-version"],
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};

/** The process's logger (main.ts), and a test's with its own destination. */
export const createLogger = (level: string, destination?: DestinationStream) =>
  pino({ level, serializers: logSerializers }, destination);
