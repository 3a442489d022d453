import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { invoiceAddressRoutes } from "./addresses";
import { invoiceDocumentRoutes } from "./documents";
import { paypalIpnRoutes } from "./ipn";
import { invoiceRoutes } from "./routes";
import { trackedTimeRoutes } from "./tracked-time";

/**
 * Invoices (issue 21) are an add-on module: switched off, every invoice call answers 404 module_disabled and
 * the project's Invoices tab goes; invoices and payments stay.
 */
export const invoiceModule = addOnModule(
  {
    path: MODULE.invoice,
    name: "Invoices",
    description:
      "Bill a project's clients: invoices with task and item lines, taxes and discount, payments, PDF and e-mail.",
    thumbnail: null,
  },
  invoiceRoutes,
  invoiceAddressRoutes,
  invoiceDocumentRoutes,
  paypalIpnRoutes,
  trackedTimeRoutes,
);
