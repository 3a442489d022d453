import http from "node:http";

/** Where the server sends payers and verifies notifications in journeys (playwright.config.ts). */
export const PAYPAL_STAND_IN_PORT = Number(process.env.E2E_PAYPAL_PORT ?? 4398);
export const PAYPAL_STAND_IN_URL = `http://127.0.0.1:${PAYPAL_STAND_IN_PORT}/cgi-bin/webscr`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

/**
 * PayPal Payments Standard as a payer and Cairn meet it, on one local port: the checkout page (GET with the
 * "Buy Now" fields as its query) showing what is paid, its "Pay now" button, which sends Cairn the Instant
 * Payment Notification PayPal would (to `notify_url`) and then the payer back to `return`; and the notification
 * check Cairn posts back, answered VERIFIED for the messages it sent.
 */
export async function startPaypalStandIn() {
  const checkouts: URLSearchParams[] = [];
  const sent = new Set<string>();
  let txn = 0;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", PAYPAL_STAND_IN_URL);
    const body = await readBody(req);
    if (req.method === "GET" && url.pathname === "/cgi-bin/webscr") {
      const fields = url.searchParams;
      checkouts.push(fields);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html>
<html lang="en"><head><title>PayPal stand-in</title></head><body>
<main><h1>PayPal stand-in</h1>
<p data-testid="paypal-summary">Pay ${escapeHtml(fields.get("amount") ?? "")} ${escapeHtml(fields.get("currency_code") ?? "")} to ${escapeHtml(fields.get("business") ?? "")} for ${escapeHtml(fields.get("item_name") ?? "")}</p>
<form method="post" action="/pay?${escapeHtml(fields.toString())}"><button type="submit">Pay now</button></form>
</main></body></html>`);
      return;
    }
    if (req.method === "POST" && url.pathname === "/pay") {
      const fields = url.searchParams;
      txn += 1;
      const ipn = new URLSearchParams({
        txn_id: `STANDIN${Date.now()}${txn}`,
        payment_status: "Completed",
        receiver_email: fields.get("business") ?? "",
        business: fields.get("business") ?? "",
        mc_gross: fields.get("amount") ?? "",
        mc_currency: fields.get("currency_code") ?? "",
        item_number: fields.get("item_number") ?? "",
        custom: fields.get("custom") ?? "",
      }).toString();
      sent.add(ipn);
      await fetch(fields.get("notify_url") ?? "", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: ipn,
      });
      res.writeHead(302, { location: fields.get("return") ?? "/" }).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/cgi-bin/webscr") {
      // Cairn posts the message back with cmd=_notify-validate first, as PayPal documents.
      const message = body.replace(/^cmd=_notify-validate&/, "");
      res.writeHead(200, { "content-type": "text/plain" }).end(sent.has(message) ? "VERIFIED" : "INVALID");
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(PAYPAL_STAND_IN_PORT, "127.0.0.1", resolve));
  return { checkouts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
