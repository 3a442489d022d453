import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { pdfPages } from "../../test/pdf";
import { startSmtpCapture } from "../../test/smtp";

const smtp = await startSmtpCapture();
const t = useTestApp({ env: { CAIRN_SMTP_URL: smtp.url, CAIRN_PUBLIC_URL: "https://pm.example.test" } });
afterAll(() => smtp.close());

async function setup() {
  const manager = await t.user({ name: "Mia Manager" });
  const client = await t.user({ name: "Cleo Client" });
  const worker = await t.user({ name: "Walt Worker" });
  const pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
  const base = `/api/pm-pro/v2/projects/${pid}/invoice`;
  const boss = await t.user({ manager: true });
  await t.post(
    "/api/pm-pro/v2/invoice/address",
    { name: "Acme Ltd", address_1: "1 Main St", city: "Basel", zip: "4001" },
    { as: boss },
  );
  await t.post(
    `/api/pm-pro/v2/invoice/user-address/user/${client.id}`,
    { name: "Client Co", city: "Zurich" },
    { as: boss },
  );
  const created = await t.post(
    base,
    {
      client_id: client.id,
      title: "Website",
      discount: 10,
      terms: "Net 30",
      client_note: "Thank you!",
      items: {
        entryTasks: [{ task: "Design", amount: "19.99", hour: 3, tax: 20 }],
        entryNames: [{ name: "Hosting", amount: 80, quantity: "1.5" }],
      },
    },
    { as: manager },
  );
  const id = created.body.data.id as number;
  await t.post(`${base}/${id}/payment`, { amount: "50", notes: "Advance" }, { as: manager });
  return { manager, client, worker, base, id };
}

describe("invoice PDF and mail", () => {
  it("renders the addresses, lines, taxes, discount, totals, payments, due, terms and note", async () => {
    const { manager, client, worker, base, id } = await setup();
    const res = await t.app.inject({
      method: "GET",
      url: `${base}/${id}/pdf?nonce=x`,
      headers: { cookie: `cairn_session=${manager.cookie}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoice-${id}.pdf"`);
    const text = (await pdfPages(res.rawPayload)).join(" ");
    for (const expected of [
      "INVOICE",
      "Website",
      "Acme Ltd",
      "1 Main St",
      "Client Co",
      "Zurich",
      "Design",
      "Hosting",
      "$59.97",
      "$120.00",
      "Subtotal",
      "$179.97",
      "-$18.00",
      "$10.79",
      "$172.76",
      "$50.00",
      "$122.76",
      "Advance",
      "Net 30",
      "Thank you!",
    ]) {
      expect(text, expected).toContain(expected);
    }
    const own = await t.app.inject({
      method: "GET",
      url: `${base}/${id}/pdf`,
      headers: { cookie: `cairn_session=${client.cookie}` },
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: "GET",
      url: `${base}/${id}/pdf`,
      headers: { cookie: `cairn_session=${worker.cookie}` },
    });
    expect(other.statusCode).toBe(404);
  });

  it("mails the invoice to its client with the PDF attached, through the queue", async () => {
    const { manager, client, worker, base, id } = await setup();
    await t.app.jobs.drain();
    smtp.clear();
    const res = await t.post(`${base}/${id}/mail/`, {}, { as: manager });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("E-mail send successfully");
    expect((await t.post(`${base}/${id}/mail`, {}, { as: client })).status).toBe(403);
    expect((await t.post(`${base}/${id}/mail`, {}, { as: worker })).status).toBe(404);
    await t.app.jobs.drain();
    const [mail] = smtp.to(client.email);
    expect(mail.subject).toBe(`Invoice #${id}: Website`);
    expect(mail.text).toContain("Total: $172.76. Due: $122.76");
    expect(mail.text).toContain(`https://pm.example.test/projects/`);
    expect(mail.raw).toContain(`filename=invoice-${id}.pdf`);
    expect(mail.raw).toContain("Content-Type: application/pdf");
  });
});
