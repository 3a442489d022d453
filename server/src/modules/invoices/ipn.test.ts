import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { invoicePayments } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";
import { startHttpCapture } from "../../test/http-capture";
import { handleIpn } from "./ipn";

const paypal = await startHttpCapture();
const t = useTestApp({
  env: {
    CAIRN_PUBLIC_URL: "https://pm.example.test",
    CAIRN_PAYPAL_VERIFY_URL: paypal.url("/cgi-bin/webscr"),
    CAIRN_ALLOW_HTTP_WEBHOOKS: paypal.host,
  },
});
afterAll(() => paypal.close());

let manager: TestUser;
let client: TestUser;
let pid: number;
let invoiceId: number;

beforeEach(async () => {
  manager = await t.user();
  client = await t.user();
  pid = await t.project({ manager, clients: [client] });
  const boss = await t.user({ manager: true });
  await t.post(
    "/api/pm/v2/settings",
    {
      settings: [
        {
          key: "invoice",
          value: {
            currency_code: "USD",
            paypal_mail: "Shop@Acme.test",
            gateWays: [{ name: "paypal", label: "PayPal", active: true }],
          },
        },
      ],
    },
    { as: boss },
  );
  const res = await t.post(
    `/api/pm-pro/v2/projects/${pid}/invoice`,
    { client_id: client.id, title: "Site", items: { entryNames: [{ name: "Work", amount: 100 }] } },
    { as: manager },
  );
  invoiceId = res.body.data.id;
  paypal.clear();
});

/** A notification as PayPal posts it: form fields, `custom` as Cairn's checkout wrote it. */
const ipn = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    payment_status: "Completed",
    receiver_email: "shop@acme.test",
    mc_gross: "100.00",
    mc_currency: "USD",
    txn_id: `TXN${Math.random().toString(36).slice(2, 10)}`,
    payer_email: "buyer@example.test",
    custom: JSON.stringify({ invoice_id: invoiceId, user_id: client.id, project_id: pid, gateway: "paypal" }),
    ...fields,
  }).toString();

const notify = (body: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/pm-pro/v2/invoice/paypal/ipn",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: body,
  });

const payments = () => t.database.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
const status = async () =>
  (await t.get(`/api/pm-pro/v2/projects/${pid}/invoice/${invoiceId}`, { as: manager })).body.data.status;

describe("PayPal notifications", () => {
  it("records a verified, completed payment once, after posting the message back verbatim", async () => {
    const body = ipn({ txn_id: "TXN-ONE" });
    paypal.answerNext(200, "VERIFIED");
    const res = await notify(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toBe("recorded");
    expect(paypal.requests[0].body).toBe(`cmd=_notify-validate&${body}`);
    expect(paypal.requests[0].headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(await payments()).toMatchObject([{ amount: "100.000000", gateway: "paypal", txnId: "TXN-ONE" }]);
    expect(await status()).toBe(1);
    // Told again (a PayPal retry, or a replay): answered 200, without asking PayPal again, recording nothing.
    const again = await notify(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.result).toBe("already handled");
    expect(paypal.requests).toHaveLength(1);
    expect(await payments()).toHaveLength(1);
  });

  it("asks PayPal once when the same notification arrives twice at once", async () => {
    const body = ipn({ txn_id: "TXN-TWICE" });
    // One VERIFIED only: a second call would be answered "ok", and record nothing.
    paypal.answerNext(200, "VERIFIED");
    const answers = await Promise.all([notify(body), notify(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().data.result).sort()).toEqual(["already handled", "recorded"]);
    expect(paypal.requests).toHaveLength(1);
    expect(await payments()).toHaveLength(1);
  });

  it("hears a notification again when PayPal could not verify it, so a resend still records", async () => {
    const body = ipn({ txn_id: "TXN-RETRY" });
    // PayPal failing (500), an answer that is no answer (a redirect: the outbound guard does not follow it), and
    // INVALID.
    for (const [answer, text, outcome] of [
      [500, "oops", "not verified by PayPal"],
      [302, "", "not verified by PayPal"],
      [200, "INVALID", "not verified by PayPal"],
    ] as const) {
      paypal.answerNext(answer, text);
      const res = await notify(body);
      expect(res.statusCode, `${answer}`).toBe(200);
      expect(res.json().data.result, `${answer}`).toBe(outcome);
    }
    expect(await payments()).toEqual([]);
    paypal.answerNext(200, "VERIFIED");
    expect((await notify(body)).json().data.result).toBe("recorded");
    expect(paypal.requests).toHaveLength(4);
    expect(await payments()).toHaveLength(1);
  });

  it("answers 200 to what is not a notification at all, calling nobody", async () => {
    const post = (payload: string | Buffer, contentType?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/pm-pro/v2/invoice/paypal/ipn",
        headers: contentType ? { "content-type": contentType } : {},
        payload,
      });
    const cases: [string, Awaited<ReturnType<typeof post>>][] = [
      ["empty form", await post("", "application/x-www-form-urlencoded")],
      ["no content type", await post("")],
      ["broken JSON", await post("{nope", "application/json")],
      ["JSON array", await post("[1,2]", "application/json")],
      ["plain text", await post("payment_status=Completed", "text/plain")],
      ["multipart", await post("--x\r\n", "multipart/form-data; boundary=x")],
      ["huge", await post(Buffer.alloc(3 * 1024 * 1024, 97), "application/x-www-form-urlencoded")],
      ["bad percent-encoding", await post("payment_status=%E0%A4%A&txn_id=%", "application/x-www-form-urlencoded")],
    ];
    for (const [name, res] of cases) expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    // The invoices module switched off: PayPal is still told 200 (its resends would not fare better).
    const boss = await t.user({ manager: true });
    await t.post("/api/pm-pro/v2/module-update", { module: "invoice", type: "deactivate" }, { as: boss });
    const off = await notify(ipn());
    await t.post("/api/pm-pro/v2/module-update", { module: "invoice", type: "activate" }, { as: boss });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.result).toBe("not checked");
    expect(paypal.requests).toHaveLength(0);
    expect(await payments()).toEqual([]);
  });

  it("records a partial payment as status 3, and a retold transaction once", async () => {
    paypal.answerNext(200, "VERIFIED");
    await t.post(
      `/api/pm-pro/v2/projects/${pid}/invoice/${invoiceId}`,
      {
        client_id: client.id,
        title: "Site",
        partial: true,
        partial_amount: 30,
        items: { entryNames: [{ name: "Work", amount: 100 }] },
      },
      { as: manager },
    );
    const body = ipn({ mc_gross: "40.00", txn_id: "TXN-PART" });
    expect((await notify(body)).json().data.result).toBe("recorded");
    expect(await status()).toBe(3);
    // The same transaction told again (PayPal retries): still one payment.
    expect((await notify(body)).json().data.result).toBe("already handled");
    expect(await payments()).toHaveLength(1);
  });

  it("ignores what PayPal calls INVALID and every message that does not match, recording nothing", async () => {
    const cases: [string, string, string?][] = [
      [ipn(), "not verified by PayPal", "INVALID"],
      [ipn({ payment_status: "Pending" }), "payment status Pending"],
      [ipn({ receiver_email: "thief@evil.test" }), "another receiver"],
      [ipn({ mc_currency: "EUR" }), "another currency"],
      [ipn({ mc_gross: "150.00" }), "amount refused: The amount is more than what is due."],
      [ipn({ mc_gross: "60.00" }), "amount refused: This invoice is paid in full at once: pay what is due."],
      [ipn({ custom: "not json" }), "no invoice named"],
      [ipn({ custom: JSON.stringify({ invoice_id: invoiceId, project_id: pid + 1000 }) }), "unknown invoice"],
    ];
    for (const [body, outcome, answer] of cases) {
      paypal.answerNext(200, answer ?? "VERIFIED");
      const res = await notify(body);
      expect(res.statusCode, outcome).toBe(200);
      expect(res.json().data.result, outcome).toBe(outcome);
    }
    expect(await payments()).toEqual([]);
    expect(await status()).toBe(0);
    // Local checks come first: only the messages naming our invoice made Cairn call PayPal.
    expect(paypal.requests.length).toBe(3);
  });

  it("refuses a verification address on a private or metadata host before connecting, recording nothing", async () => {
    const body = ipn();
    const fields = Object.fromEntries(new URLSearchParams(body));
    for (const url of [
      "https://127.0.0.1/cgi-bin/webscr",
      "https://169.254.169.254/",
      "https://[::1]/",
      "https://10.0.0.1/",
    ]) {
      // The verify address comes from the environment; this app's is a local stand-in on the allow-list.
      const config = { ...t.config, paypalVerifyUrl: url, outboundAllowHosts: [] };
      await expect(handleIpn(t.database.db, config, Buffer.from(body), fields, t.app.log), url).rejects.toThrow(
        /^PayPal verification address refused: /,
      );
    }
    expect(paypal.requests).toHaveLength(0);
    expect(await payments()).toEqual([]);
  });
});
