import {
  INVOICE_MESSAGES,
  invoiceBody,
  invoiceCheckoutAnswer,
  invoiceCurrencyAnswer,
  invoiceDeletedAnswer,
  invoiceItemAnswer,
  invoiceListQuery,
  invoicesPageAnswer,
  invoiceWrittenAnswer,
  paymentBody,
  paymentValidationBody,
  routeTo,
  zId,
} from "@cairn/shared";
import { inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { collection, item, type Paging, paging, written } from "../../core/http/envelope";
import { unprocessable } from "../../core/http/errors";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import { policy } from "../../core/policy/policy";
import { member, signedIn } from "../../core/policy/route-access";
import { projects } from "../../db/schema";
import { invoiceLoader } from "./access";
import { type InvoiceFilter, loadInvoice, pageOfWholeInvoices } from "./load";
import { checkoutFields, paymentProblem, recordPayment } from "./payments";
import { presentInvoice } from "./present";
import { createInvoice, deleteInvoice, invoiceSetting, updateInvoice } from "./service";

const projectParams = z.object({ id: zId });
const invoiceParams = z.object({ id: zId, invoice_id: zId });

/**
 * Invoices per project: its managers (and global managers) keep them; an invoice's client reads his own and
 * pays it. Everyone else gets 404 for an invoice (its existence is not revealed) and 403 for the list.
 */
export async function invoiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm-pro/v2/projects/:id/invoice";
  declareItemLoader(app, "invoice", invoiceLoader);
  /** A page of invoices, newest first, with their lines, payments and clients (four statements). */
  const pageOfInvoices = async (filter: InvoiceFilter, p: Paging, canEdit: boolean) => {
    const { wholes, total } = await pageOfWholeInvoices(db, filter, { limit: p.perPage, offset: p.offset });
    // Across projects (a client's own invoices) each says which project it bills.
    const titles = canEdit ? new Map<number, string>() : await projectTitles(wholes.map((w) => w.invoice.projectId));
    return collection(
      wholes.map((w) => {
        const shown = presentInvoice(w, { can_edit: canEdit });
        const title = titles.get(w.invoice.projectId);
        // Extended in place, not spread into a new literal (see tasks/present.ts).
        return title === undefined
          ? shown
          : Object.assign(shown, { project: { data: { id: w.invoice.projectId, title } } });
      }),
      total,
      p,
    );
  };
  const projectTitles = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: projects.id, title: projects.title })
      .from(projects)
      .where(inArray(projects.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row.title]));
  };
  const zoneOf = (req: FastifyRequest) => requireUser(req).timezone ?? "UTC";

  r.get(
    base,
    {
      config: member("manage"),
      schema: { params: projectParams, querystring: invoiceListQuery, response: { 200: invoicesPageAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const p = paging(req.query.page, req.query.per_page, 15);
      return pageOfInvoices({ by: "project", projectId: access.project.id }, p, true);
    },
  );

  // The currency a new invoice of this workspace gets (the form's live totals round to it).
  r.get(
    `${base}/currency`,
    { config: member("manage"), schema: { params: projectParams, response: { 200: invoiceCurrencyAnswer } } },
    async () => item({ currency: (await invoiceSetting(db)).currency_code }),
  );

  r.post(
    base,
    {
      config: { ...member("manage"), errorList: true },
      schema: { params: projectParams, body: invoiceBody, response: { 201: invoiceWrittenAnswer } },
    },
    async (req, reply) => {
      const access = projectAccessOf(req);
      const invoice = await createInvoice(db, access, req.body, zoneOf(req));
      const whole = await loadInvoice(db, access.project.id, invoice.id);
      return reply.status(201).send(written(INVOICE_MESSAGES.created, presentInvoice(whole, { can_edit: true })));
    },
  );

  r.get(
    `${base}/:invoice_id`,
    { config: member("see", "invoice"), schema: { params: invoiceParams, response: { 200: invoiceItemAnswer } } },
    async (req) => {
      const whole = accessedItem(req, "invoice");
      return item(presentInvoice(whole, { can_edit: policy.manageProject(projectAccessOf(req)) }));
    },
  );

  r.post(
    `${base}/:invoice_id`,
    {
      config: { ...member("manage", "invoice"), errorList: true },
      schema: { params: invoiceParams, body: invoiceBody, response: { 200: invoiceWrittenAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const old = accessedItem(req, "invoice");
      await updateInvoice(db, old.invoice, req.body, zoneOf(req));
      const whole = await loadInvoice(db, access.project.id, old.invoice.id);
      return written(INVOICE_MESSAGES.updated, presentInvoice(whole, { can_edit: true }));
    },
  );

  const remove = async (req: FastifyRequest) => {
    await deleteInvoice(db, accessedItem(req, "invoice").invoice);
    return written(INVOICE_MESSAGES.deleted, null);
  };
  const removeConfig = {
    config: member("manage", "invoice"),
    schema: { params: invoiceParams, response: { 200: invoiceDeletedAnswer } },
  };
  r.delete(`${base}/:invoice_id`, removeConfig, remove);
  r.post(`${base}/:invoice_id/delete`, removeConfig, remove);

  r.post(
    `${base}/:invoice_id/payment`,
    {
      config: member("manage", "invoice"),
      schema: { params: invoiceParams, body: paymentBody, response: { 200: invoiceWrittenAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const whole = accessedItem(req, "invoice");
      const paid = await recordPayment(db, whole, req.body, { userId: access.userId, timeZone: zoneOf(req) });
      return written(INVOICE_MESSAGES.paymentRecorded, presentInvoice(paid, { can_edit: true }));
    },
  );

  r.post(
    `${base}/:invoice_id/payment-validation`,
    {
      config: member("see", "invoice"),
      schema: { params: invoiceParams, body: paymentValidationBody, response: { 200: invoiceCheckoutAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const whole = accessedItem(req, "invoice");
      const problem = paymentProblem(whole, req.body.amount);
      if (problem) throw unprocessable(problem, "invoice_payment_refused");
      const returnPath = routeTo("invoice", { project_id: access.project.id, invoice_id: whole.invoice.id });
      const checkout = checkoutFields(whole, req.body.amount as string, await invoiceSetting(db), {
        userId: access.userId,
        publicUrl: app.deps.config.publicUrl,
        returnPath,
        checkoutUrl: app.deps.config.paypalCheckoutUrl,
      });
      return item(checkout);
    },
  );

  // The caller's own invoices as a client, across projects (`?frontend=1` is the original's name for it).
  r.get(
    "/pm-pro/v2/invoices",
    {
      config: signedIn(),
      schema: {
        querystring: invoiceListQuery.extend({ frontend: z.string().max(5).optional() }),
        response: { 200: invoicesPageAnswer },
      },
    },
    async (req) => {
      const me = requireUser(req);
      const p = paging(req.query.page, req.query.per_page, 15);
      return pageOfInvoices({ by: "client", clientId: me.id }, p, false);
    },
  );
}
