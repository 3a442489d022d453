import { paypalIpnAnswer, todayIn } from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { keepRawBodies, rawBodyOf } from "../../core/http/raw-body";
import { claimInbound, registerInboundSweep, releaseInbound } from "../../core/inbound/claims";
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
 * What identifies one notification: its transaction and the state it reports (PayPal's documented fields; a
 * transaction may be told Pending, then Completed, then Refunded, each a notification of its own, and every
 * retry of one carries the same pair). `ipn_track_id` would do too, but PayPal documents it as internal only.
 */
const notificationKey = (txn: string, status: string) => `${txn}:${status}`;

/**
 * Records the payment a notification describes, only when everything agrees: it is Completed, to the
 * configured account, for an invoice of ours in its currency, PayPal verified it, the amount may be paid now,
 * and its transaction id is new (a unique index: a replay records nothing). Each notification is claimed
 * before PayPal is asked (inbound_notifications), so a replay never makes Cairn call out again; a claim is
 * given back when PayPal did not say VERIFIED (unreachable, an error, or INVALID), so a resend of the genuine
 * message, or one that a forged copy raced, is still heard. Returns why it was ignored.
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
  const txn = (ipn.txn_id ?? "").slice(0, 100);
  if (!txn) return "no transaction id";
  const key = notificationKey(txn, ipn.payment_status);
  if (!(await claimInbound(db, "paypal", key))) return "already handled";
  const url = config.paypalVerifyUrl ?? (setting.sand_box_mode ? PAYPAL_VERIFY.sandbox : PAYPAL_VERIFY.live);
  const verified = await verifiedByPaypal(raw, url, config).catch(async (err: unknown) => {
    await releaseInbound(db, "paypal", key);
    throw err;
  });
  if (!verified) {
    await releaseInbound(db, "paypal", key);
    return "not verified by PayPal";
  }
  const [whole] = await wholeInvoices(db, [invoice]);
  const amount = ipn.mc_gross ?? "";
  const problem = paymentProblem(whole, amount);
  if (problem) return `amount refused: ${problem}`;
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

/**
 * The answer to anything that went wrong, the body's parsing included: still 200, since PayPal resends a
 * notification until it gets one, and nothing it could resend would fare better. Logged for the operator,
 * who may resend a genuine one from PayPal's IPN history.
 */
function answerIpnError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  req.log.error({ err, txn: (req.body as Ipn | undefined)?.txn_id }, "PayPal notification could not be checked");
  return reply.status(200).send({ data: { result: "not checked" } });
}

/** `POST pm-pro/v2/invoice/paypal/ipn`: PayPal's notify URL. Always 200 (PayPal retries anything else). */
export async function paypalIpnRoutes(app: FastifyInstance) {
  keepRawBodies(app);
  registerInboundSweep();
  app.post(
    "/pm-pro/v2/invoice/paypal/ipn",
    {
      config: { ...anyone(), formBody: true },
      schema: { response: { 200: paypalIpnAnswer } },
      errorHandler: answerIpnError,
    },
    async (req) => {
      const ipn = (req.body ?? {}) as Ipn;
      const outcome = await handleIpn(app.deps.database.db, app.deps.config, rawBodyOf(req), ipn, req.log);
      if (outcome !== "recorded") req.log.warn({ outcome, txn: ipn.txn_id }, "PayPal notification ignored");
      return { data: { result: outcome } };
    },
  );
}
