import type { CallContext, Example } from "./catalogue";

const BASE = "/api/pm-pro/v2/projects/:id/invoice";

/** An invoice to the project's manager (a member of every project the matrix makes). */
const invoice = (c: CallContext) => ({
  client_id: c.seeded.manager,
  title: c.unique("invoice").slice(0, 100),
  items: { entryNames: [{ name: "Work", amount: "10", quantity: 2, tax: 5 }] },
});

/**
 * The permission matrix's example calls for invoices. Online payment and mail are not set up in the matrix's
 * workspace, so a permitted payment-validation or mail call answers 422 (after the others got their refusal).
 */
export const INVOICE_CALLS: Record<string, Example> = {
  [`GET ${BASE}`]: {},
  [`GET ${BASE}/currency`]: {},
  [`GET ${BASE}/tracked-time`]: { query: () => ({ start: "2026-01-01", end: "2026-12-31", rate: "50" }) },
  [`POST ${BASE}`]: { body: invoice },
  [`GET ${BASE}/:invoice_id`]: {},
  [`POST ${BASE}/:invoice_id`]: { body: invoice },
  [`DELETE ${BASE}/:invoice_id`]: {},
  [`POST ${BASE}/:invoice_id/delete`]: {},
  [`POST ${BASE}/:invoice_id/payment`]: { body: () => ({ amount: "5", notes: "Bank transfer" }) },
  [`POST ${BASE}/:invoice_id/payment-validation`]: { body: () => ({ amount: "5" }), okStatus: 422 },
  [`GET ${BASE}/:invoice_id/pdf`]: { query: () => ({ nonce: "matrix" }) },
  // Mail is off in the matrix's app: a permitted call is told so (422).
  [`POST ${BASE}/:invoice_id/mail`]: { okStatus: 422 },
  "GET /api/pm-pro/v2/invoices": {},
  // PayPal's notify URL is open to anyone; a message naming no invoice is ignored (200) without calling out.
  "POST /api/pm-pro/v2/invoice/paypal/ipn": { body: () => ({ payment_status: "Completed" }) },
  "GET /api/pm-pro/v2/invoice/address": {},
  "POST /api/pm-pro/v2/invoice/address": { body: () => ({ name: "Acme Ltd", city: "Basel" }) },
  "GET /api/pm-pro/v2/invoice/user-address/user/:user_id": {},
  "POST /api/pm-pro/v2/invoice/user-address/user/:user_id": { body: () => ({ name: "Client Co" }) },
};
