/** What nodemailer's errors carry besides a message. */
type SmtpError = { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/**
 * Why a test mail failed, in words a manager acts on. The SMTP server's own reply is quoted (it says what it
 * wants); from anything that is not an SMTP reply only the kind of failure is told, so the button tells no
 * more about a host that is not a mail server than a connection attempt would.
 */
export function plainSmtpError(err: unknown, where: string): string {
  const e = (typeof err === "object" && err !== null ? err : {}) as SmtpError;
  const message = typeof e.message === "string" ? e.message : String(err);
  const reply = typeof e.responseCode === "number" && typeof e.response === "string" ? clip(e.response) : null;
  if (e.code === "EAUTH") {
    return reply
      ? `The SMTP server refused the user name or password: ${reply}`
      : "The SMTP server refused the user name or password.";
  }
  if (reply) return `The SMTP server refused the message: ${reply}`;
  if (/ECONNREFUSED/.test(message)) return `Nothing accepts connections at ${where} (connection refused).`;
  if (/ENOTFOUND|EAI_AGAIN/.test(message) || e.code === "EDNS") return `The host name of ${where} was not found.`;
  if (e.code === "ETIMEDOUT" || /ETIMEDOUT|timeout/i.test(message)) {
    return `The server at ${where} did not answer in time.`;
  }
  if (e.code === "ETLS" || /TLS|SSL|certificate/i.test(message)) {
    return `The secure connection to ${where} failed: check smtp:// (STARTTLS, usually port 587) or smtps:// (port 465).`;
  }
  if (e.code === "EPROTOCOL" || e.code === "ECONNECTION")
    return `The server at ${where} does not answer as an SMTP server.`;
  return `The test mail could not be sent to ${where}.`;
}
