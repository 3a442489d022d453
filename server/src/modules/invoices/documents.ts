import { formatMoney, INVOICE_MESSAGES, type InvoiceAddress, invoiceMailedAnswer, routeTo, zId } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { written } from "../../core/http/envelope";
import { unprocessable } from "../../core/http/errors";
import { layoutMail } from "../../core/mail/layout";
import { enqueueMail } from "../../core/mail/mail-jobs";
import { accessedItem } from "../../core/policy/addressed-items";
import { member } from "../../core/policy/route-access";
import { mailFrame } from "../notifications/frame";
import { readSettings } from "../settings/service";
import { invoicePdf } from "./pdf";
import { totalsOf } from "./totals";

const params = z.object({ id: zId, invoice_id: zId });

/** The invoice as a PDF (managers and its client) and by mail to its client (managers). */
export async function invoiceDocumentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const organisation = async () =>
    ((await readSettings(db, { projectId: null }, "invoice_address"))[0]?.value ?? null) as InvoiceAddress | null;

  r.get(
    "/pm-pro/v2/projects/:id/invoice/:invoice_id/pdf",
    {
      config: { ...member("see", "invoice"), rawAnswer: "application/pdf" },
      schema: { params, querystring: z.object({ nonce: z.string().max(100).optional() }) },
    },
    async (req, reply) => {
      const whole = accessedItem(req, "invoice");
      const pdf = await invoicePdf(whole, await organisation());
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="invoice-${whole.invoice.id}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  r.post(
    "/pm-pro/v2/projects/:id/invoice/:invoice_id/mail",
    { config: member("manage", "invoice"), schema: { params, response: { 200: invoiceMailedAnswer } } },
    async (req) => {
      const whole = accessedItem(req, "invoice");
      if (!app.deps.mailer.enabled)
        throw unprocessable("Mail is off: set CAIRN_SMTP_URL to send invoices by e-mail.", "mail_off");
      if (!whole.client) throw unprocessable(INVOICE_MESSAGES.clientRequired);
      const { invoice, client } = whole;
      const totals = totalsOf(whole);
      const publicUrl = app.deps.config.publicUrl;
      const url = `${publicUrl}${routeTo("invoice", { project_id: invoice.projectId, invoice_id: invoice.id })}`;
      const pdf = await invoicePdf(whole, await organisation());
      const message = layoutMail(
        {
          to: client.email,
          subject: `Invoice #${invoice.id}: ${invoice.title}`,
          heading: `Invoice #${invoice.id}: ${invoice.title}`,
          lines: [
            `Total: ${formatMoney(totals.minor.total, invoice.currency)}. Due: ${formatMoney(totals.minor.due, invoice.currency)} by ${invoice.dueDate}.`,
            "The invoice is attached as a PDF.",
          ],
          action: { label: "View the invoice", url },
        },
        await mailFrame(db, publicUrl),
      );
      await enqueueMail(db, [
        {
          ...message,
          attachments: [
            {
              filename: `invoice-${invoice.id}.pdf`,
              contentType: "application/pdf",
              contentBase64: pdf.toString("base64"),
            },
          ],
        },
      ]);
      return written(INVOICE_MESSAGES.mailed, { to: client.email });
    },
  );
}
