import {
  billingAddressItemAnswer,
  billingAddressWrittenAnswer,
  INVOICE_MESSAGES,
  type InvoiceAddress,
  invoiceAddress,
  organisationAddressAnswer,
  organisationAddressWrittenAnswer,
  zId,
} from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { item, written } from "../../core/http/envelope";
import { globalManager, signedIn } from "../../core/policy/route-access";
import { userAddresses } from "../../db/schema";
import { readSettings, saveSettings } from "../settings/service";
import { assertMayChangeBillingAddress, billingAddressReach } from "./address-access";

/**
 * The addresses an invoice shows: the organisation's (global setting `invoice_address`, global managers) and a
 * client's (kept per user: his own to change, and a global manager's; see address-access.ts).
 */
export async function invoiceAddressRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    "/pm-pro/v2/invoice/address",
    { config: globalManager(), schema: { response: { 200: organisationAddressAnswer } } },
    async () => {
      const [entry] = await readSettings(db, { projectId: null }, "invoice_address");
      // Saved from its form (below), so it is an address.
      return item({ value: (entry?.value ?? null) as InvoiceAddress | null });
    },
  );

  const saveOrganisation = {
    config: globalManager(),
    schema: { body: invoiceAddress, response: { 200: organisationAddressWrittenAnswer } },
  };
  r.post("/pm-pro/v2/invoice/address", saveOrganisation, async (req) => {
    const me = requireUser(req);
    await saveSettings(
      db,
      me,
      { projectId: null },
      { settings: [{ key: "invoice_address", value: req.body }] },
      app.deps.config,
    );
    return written(INVOICE_MESSAGES.addressSaved, { value: req.body });
  });

  const params = z.object({ user_id: zId });

  r.get(
    "/pm-pro/v2/invoice/user-address/user/:user_id",
    { config: signedIn("billing_address", "see"), schema: { params, response: { 200: billingAddressItemAnswer } } },
    async (req) => {
      const reach = await billingAddressReach(db, requireUser(req), req.params.user_id);
      const [row] = await db.select().from(userAddresses).where(eq(userAddresses.userId, req.params.user_id));
      // Saved from its form (below), so it is an address.
      const value = (row?.value ?? null) as InvoiceAddress | null;
      return item({ user_id: req.params.user_id, value, can_edit: reach === "write" });
    },
  );

  r.post(
    "/pm-pro/v2/invoice/user-address/user/:user_id",
    {
      config: signedIn("billing_address", "edit"),
      schema: { params, body: invoiceAddress, response: { 200: billingAddressWrittenAnswer } },
    },
    async (req) => {
      await assertMayChangeBillingAddress(db, requireUser(req), req.params.user_id);
      await db
        .insert(userAddresses)
        .values({ userId: req.params.user_id, value: req.body })
        .onConflictDoUpdate({ target: userAddresses.userId, set: { value: req.body, updatedAt: sql`now()` } });
      return written(INVOICE_MESSAGES.addressSaved, { user_id: req.params.user_id, value: req.body, can_edit: true });
    },
  );
}
