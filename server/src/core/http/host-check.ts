import net from "node:net";
import os from "node:os";
import { MESSAGES } from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { AppError } from "./errors";

/** Names that reach this machine only from this machine: a rebinding page cannot put them in `Host`. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1"]);
const WILDCARD = new Set(["0.0.0.0", "::", "[::]"]);

/** A host name or bracketed IPv6 address, then an optional port: what a browser puts in `Host`. */
const HOST_VALUE = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::(\d{1,5}))?$/;

/** A Host value's name (lower-case, IPv6 without brackets) and port; null when it is not a plain host. */
function splitHost(host: string): { name: string; port: string } | null {
  const match = HOST_VALUE.exec(host.toLowerCase());
  if (!match) return null;
  return { name: (match[1] ?? match[2]).replace(/\.$/, ""), port: match[3] ?? "" };
}

/** The addresses of this machine's interfaces, for an install listening on all of them without a public URL. */
function interfaceAddresses(): Set<string> {
  const found = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) {
    for (const address of list ?? []) found.add(address.address.toLowerCase());
  }
  return found;
}

/**
 * Which `Host` values Cairn answers: the public URL's host when CAIRN_PUBLIC_URL is set, the loopback names,
 * and otherwise the listening address (every interface's when listening on all). Any other name is a page
 * whose DNS was pointed at us (DNS rebinding) or a stranger's: it gets nothing, not even the web app.
 *
 * Loopback names and the machine's own IP addresses count on any port: an SSH tunnel or a local proxy
 * reaches us from another one, and only a name someone else controls enables rebinding.
 */
export function hostAllowance(config: Pick<Config, "publicUrl" | "publicUrlGiven" | "host">) {
  const publicUrl = new URL(config.publicUrl);
  // A Host without a port names the scheme's default one.
  const defaultPort = publicUrl.protocol === "https:" ? "443" : "80";
  const publicPort = publicUrl.port || defaultPort;
  const publicName = publicUrl.hostname.replace(/^\[|\]$/g, "");
  const listensEverywhere = WILDCARD.has(config.host);
  const ownAddresses = config.publicUrlGiven
    ? new Set<string>()
    : listensEverywhere
      ? interfaceAddresses()
      : new Set([config.host.toLowerCase().replace(/^\[|\]$/g, "")]);
  let lastRead = Date.now();
  return (host: string | undefined): boolean => {
    if (!host) return false;
    const parts = splitHost(host);
    if (!parts) return false;
    if (LOOPBACK.has(parts.name) || ownAddresses.has(parts.name)) return true;
    if (config.publicUrlGiven) return parts.name === publicName && (parts.port || defaultPort) === publicPort;
    // Interfaces come and go (DHCP, VPN): an unknown IP literal re-reads them, at most once a second.
    if (listensEverywhere && net.isIP(parts.name) && Date.now() - lastRead > 1000) {
      lastRead = Date.now();
      for (const address of interfaceAddresses()) ownAddresses.add(address);
      return ownAddresses.has(parts.name);
    }
    return false;
  };
}

/** The host the browser asked for: `Host`, or X-Forwarded-Host when a trusted proxy sent it. */
export const requestedHost = (req: FastifyRequest) => req.host;

/**
 * Refuses requests for any host but Cairn's own, first thing, with 421 Misdirected Request. The health check
 * is exempt: load balancers call it by IP address, and it says nothing.
 */
export function registerHostCheck(app: FastifyInstance, config: Config) {
  const allowed = hostAllowance(config);
  app.addHook("onRequest", (req, _reply, done) => {
    if (req.url === "/api/health" || allowed(requestedHost(req))) return done();
    done(new AppError(421, "rest_misdirected_request", [MESSAGES.unknownHost]));
  });
}
