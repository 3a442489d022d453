import { todayIn } from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { keepRawBodies, rawBodyOf } from "../../core/http/raw-body";
import { OutboundRefused, sendOutbound } from "../../core/net/outbound";
import { anyone } from "../../core/policy/route-access";
import type { Db } from "../../db/client";
import { invoicePayments, invoices } from "../../db/schema";
import { wholeInvoices } from "./load";
import { paymentProblem } from "./payments";
import { invoiceSetting, refreshStatus } from "./service";

const PAYPAL_VERIFY = {
  live: "https://ipnpb.paypal.com/cgi-bin/webscr",
  sandbox: "https://ipnpb.sandbox.paypal.com/cgi-bin/webscr",
};

type Ipn = Record<string, string | undefined>;

/**
 * PayPal says whether it sent this message: the body posted back verbatim after `cmd=_notify-validate`. The
 * call goes through the outbound guard like every other (CAIRN_PAYPAL_VERIFY_URL could name any host).
 */
async function verifiedByPaypal(raw: Buffer, url: string, config: Config): Promise<boolean> {
  try {
    const answer = await sendOutbound(url, config.outboundAllowHosts, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "Cairn-IPN" },
      body: Buffer.concat([Buffer.from("cmd=_notify-validate&"), raw]),
      timeoutMs: 15_000,
      readText: true,
    });
    return answer.status >= 200 && answer.status < 300 && answer.text.trim() === "VERIFIED";
  } catch (err) {
    if (err instanceof OutboundRefused) throw new Error(`PayPal verification address refused: ${err.message}`);
    throw err;
  }
}

/**
 * Records the payment a notification describes, only when everything agrees: it is Completed, to the
 * configured account, for an invoice of ours in its currency, PayPal verified it, the amount may be paid now,
 * and its transaction id is new (a unique index: a replay records nothing). Returns why it was ignored.
 */
export async function handleIpn(
  db: Db,
  config: Config,
  raw: Buffer,
  ipn: Ipn,
  log: FastifyBaseLogger,
): Promise<string> {
  // What can be judged here comes first: a message naming no invoice of ours never makes Cairn call out.
  const setting = await invoiceSetting(db);
  if (ipn.payment_status !== "Completed") return `payment status ${ipn.payment_status ?? "missing"}`;
  const receiver = (ipn.receiver_email ?? ipn.business ?? "").toLowerCase();
  if (!setting.paypal_mail || receiver !== setting.paypal_mail.toLowerCase()) return "another receiver";
  let custom: { invoice_id?: unknown; project_id?: unknown; user_id?: unknown };
  try {
    custom = JSON.parse(ipn.custom ?? "");
  } catch {
    return "no invoice named";
  }
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.id, Number(custom.invoice_id) || 0));
  if (!invoice || invoice.projectId !== Number(custom.project_id)) return "unknown invoice";
  if ((ipn.mc_currency ?? "").toUpperCase() !== invoice.currency) return "another currency";
  const url = config.paypalVerifyUrl ?? (setting.sand_box_mode ? PAYPAL_VERIFY.sandbox : PAYPAL_VERIFY.live);
  if (!(await verifiedByPaypal(raw, url, config))) return "not verified by PayPal";
  const [whole] = await wholeInvoices(db, [invoice]);
  const amount = ipn.mc_gross ?? "";
  const problem = paymentProblem(whole, amount);
  if (problem) return `amount refused: ${problem}`;
  const txn = (ipn.txn_id ?? "").slice(0, 100);
  if (!txn) return "no transaction id";
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(invoicePayments)
      .values({
        invoiceId: invoice.id,
        amount,
        date: todayIn("UTC", new Date()),
        notes: `PayPal ${txn}${ipn.payer_email ? ` (${ipn.payer_email.slice(0, 200)})` : ""}`,
        gateway: "paypal",
        txnId: txn,
        createdBy: Number(custom.user_id) || null,
      })
      .onConflictDoNothing()
      .returning({ id: invoicePayments.id });
    if (recorded.length === 0) return "transaction already recorded";
    await refreshStatus(tx, invoice);
    log.info({ invoice: invoice.id, txn }, "PayPal payment recorded");
    return "recorded";
  });
}

/** `POST pm-pro/v2/invoice/paypal/ipn`: PayPal's notify URL. Always 200 (PayPal retries anything else). */
export async function paypalIpnRoutes(app: FastifyInstance) {
  keepRawBodies(app);
  app.post("/pm-pro/v2/invoice/paypal/ipn", { config: { ...anyone(), formBody: true } }, async (req) => {
    const ipn = (req.body ?? {}) as Ipn;
    const outcome = await handleIpn(app.deps.database.db, app.deps.config, rawBodyOf(req), ipn, req.log).catch(
      (err: unknown) => {
        req.log.error(err, "PayPal notification could not be checked");
        throw err;
      },
    );
    if (outcome !== "recorded") req.log.warn({ outcome, txn: ipn.txn_id }, "PayPal notification ignored");
    return { data: { result: outcome } };
  });
}
