import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector, request as undiciRequest } from "undici";

/**
 * Every request Cairn makes on a user's say (Slack, webhooks, PayPal's verification) goes through this guard:
 * the host must resolve to public addresses only, checked when the URL is saved and again on each connection
 * (the addresses the socket really uses, so a name re-pointed to 127.0.0.1 after the save cannot pass).
 * Hosts on the operator's allow-list (CAIRN_OUTBOUND_ALLOW_HOSTS) skip both checks and may use plain http.
 */

/** A request the policy refuses; its message is the short reason managers see. Never worth a retry. */
export class OutboundRefused extends Error {}

export type ResolvedAddress = { address: string; family: number };
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: HostResolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });
let resolver: HostResolver = systemResolver;

/**
 * Tests answer host names themselves (no DNS packet leaves the machine; a name can be re-pointed between save
 * and send). Returns the function that puts the system's resolver back.
 */
export function useHostResolverForTests(testResolver: HostResolver): () => void {
  resolver = testResolver;
  return () => {
    resolver = systemResolver;
  };
}

/** Cloud metadata services answer by name too; their addresses are caught as link-local or unique-local. */
const METADATA_NAMES = new Set(["metadata.google.internal", "metadata.goog", "metadata", "instance-data"]);

/** Why Cairn will not connect to this address, or null for a public unicast one. */
export function addressProblem(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  // process() turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 one it stands for.
  const range = ipaddr.process(address).range();
  // ipaddr.js names ranges in camelCase (linkLocal, carrierGradeNat): written as words for managers.
  return range === "unicast" ? null : `${address} is a ${range.replace(/([A-Z])/g, " $1").toLowerCase()} address`;
}

/** A URL's host name without IPv6 brackets, as sockets and resolvers take it. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();

/** The operator allowed this host (name, or name:port) to be private and to use http. */
export function hostAllowed(allowHosts: readonly string[], hostname: string, port: string): boolean {
  const host = hostname.toLowerCase();
  return allowHosts.some((h) => h === host || h === bareHost(host) || (port !== "" && h === `${host}:${port}`));
}

/** For a host that needs no resolving (an address, a metadata name): why not, or null; undefined for a name. */
function unresolvedHostProblem(host: string): string | null | undefined {
  if (METADATA_NAMES.has(host.replace(/\.$/, ""))) return `${host} is a metadata service`;
  if (net.isIP(host)) return addressProblem(host);
  return undefined;
}

/** Why a name's addresses may not be called (every one must be public), or null. */
function resolvedHostProblem(host: string, addresses: readonly ResolvedAddress[]): string | null {
  if (addresses.length === 0) return `${host} could not be resolved`;
  for (const { address } of addresses) {
    const problem = addressProblem(address);
    if (problem) return `${host} resolves to ${problem.replace(/^\S+ is /, "")}`;
  }
  return null;
}

/** Why the host may not be called, after resolving it, or null. */
async function hostProblem(hostname: string): Promise<string | null> {
  const host = bareHost(hostname);
  const known = unresolvedHostProblem(host);
  if (known !== undefined) return known;
  try {
    return resolvedHostProblem(host, await resolver(host));
  } catch {
    return `${host} could not be resolved`;
  }
}

/** Why a URL's form is refused (not a URL, credentials in it, plain http to a host not allowed), or null. */
export function outboundUrlFormProblem(url: string, allowHosts: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "not a URL";
  }
  if (parsed.username || parsed.password) return "credentials in the URL";
  if (parsed.protocol === "https:") return null;
  if (parsed.protocol === "http:" && hostAllowed(allowHosts, parsed.hostname, parsed.port)) return null;
  return "only https:// URLs are allowed";
}

/**
 * Why a well-formed URL's host is refused (a private, local or metadata address, or one a name resolves to),
 * or null; hosts on the allow-list pass. `resolve: false` (just before sending) judges literal addresses and
 * metadata names only, leaving names to the connection's own check.
 */
export async function outboundHostProblem(
  url: string,
  allowHosts: readonly string[],
  { resolve = true } = {},
): Promise<string | null> {
  // The WHATWG parser writes every IPv4 form (0x7f000001, 2130706433, 0177.0.0.1) as dotted decimal.
  const parsed = new URL(url);
  if (hostAllowed(allowHosts, parsed.hostname, parsed.port)) return null;
  if (!resolve) return unresolvedHostProblem(bareHost(parsed.hostname)) ?? null;
  return hostProblem(parsed.hostname);
}

/** Why a URL may not receive Cairn's requests, or null: https to a public host, or an allowed host. */
export async function outboundUrlProblem(
  url: string,
  allowHosts: readonly string[],
  options: { resolve?: boolean } = {},
): Promise<string | null> {
  return outboundUrlFormProblem(url, allowHosts) ?? outboundHostProblem(url, allowHosts, options);
}

type LookupCallback = (err: Error | null, address: string | ResolvedAddress[], family?: number) => void;

/** A socket's `lookup`: resolves through the guard's resolver and refuses if any address is not public. */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  resolver(hostname).then(
    (addresses) => {
      const wanted = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
      const problem = resolvedHostProblem(hostname, wanted);
      if (problem) callback(new OutboundRefused(problem), []);
      else if (options.all) callback(null, wanted);
      else callback(null, wanted[0].address, wanted[0].family);
    },
    (err: Error) => callback(err, []),
  );
}

/**
 * The HTTP client's dispatcher for outgoing requests: a literal address is judged before a socket opens (Node
 * does not look literals up), a name through `guardedLookup` as the socket resolves it.
 */
function outboundAgent(allowHosts: readonly string[]): Agent {
  // The lookup's signature is Node's overloaded one; ours answers both forms it is called with (all or one).
  const guarded = buildConnector({ lookup: guardedLookup as never, timeout: 10_000 });
  const trusted = buildConnector({ timeout: 10_000 });
  return new Agent({
    connect: (options, callback) => {
      if (hostAllowed(allowHosts, options.hostname, options.port)) return trusted(options, callback);
      const problem = unresolvedHostProblem(bareHost(options.hostname));
      if (problem) return callback(new OutboundRefused(problem), null);
      guarded(options, callback);
    },
  });
}

/** One agent per allow-list (one per process outside tests), keeping its connections alive between calls. */
const agents = new Map<string, Agent>();
const agentFor = (allowHosts: readonly string[]) => {
  const key = allowHosts.join(",");
  let agent = agents.get(key);
  if (!agent) {
    agent = outboundAgent(allowHosts);
    agents.set(key, agent);
  }
  return agent;
};

export type OutboundRequest = {
  method: "POST";
  headers: Record<string, string>;
  body: string | Buffer;
  timeoutMs: number;
  /** Aborts the request early (the job's own timeout, a lease lost): reported like a timeout. */
  signal?: AbortSignal;
  /** Read the answer's text (PayPal's VERIFIED); otherwise it is discarded unread. */
  readText?: boolean;
};

/** What came back: the status, and the text only when asked for (never shown to anyone). */
export type OutboundAnswer = { status: number; text: string };

/**
 * Sends one request through the guard. Throws OutboundRefused when the policy refuses it (before any packet
 * leaves), or an Error whose message is a short reason (`could not connect (ECONNREFUSED)`, `timed out`).
 * Redirects are not followed: a far end cannot send Cairn on to an address it would refuse.
 */
export async function sendOutbound(
  url: string,
  allowHosts: readonly string[],
  request: OutboundRequest,
): Promise<OutboundAnswer> {
  const problem = await outboundUrlProblem(url, allowHosts, { resolve: false });
  if (problem) throw new OutboundRefused(problem);
  try {
    const res = await undiciRequest(url, {
      dispatcher: agentFor(allowHosts),
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal
        ? AbortSignal.any([AbortSignal.timeout(request.timeoutMs), request.signal])
        : AbortSignal.timeout(request.timeoutMs),
    });
    const text = request.readText ? (await res.body.text()).slice(0, 1000) : "";
    if (!request.readText) await res.body.dump();
    return { status: res.statusCode, text };
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal) throw refusal;
    throw new Error(shortNetworkReason(err));
  }
}

function shortNetworkReason(err: unknown): string {
  if (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")) return "timed out";
  const code = err instanceof Error ? (err as NodeJS.ErrnoException).code : undefined;
  return code ? `could not connect (${code})` : "could not connect";
}

/** The refusal behind a failed request (a client may wrap connection errors in `cause`), if the guard refused. */
function refusalOf(err: unknown): OutboundRefused | null {
  for (let e = err; e instanceof Error; e = e.cause) if (e instanceof OutboundRefused) return e;
  return null;
}
