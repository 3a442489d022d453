import { MODULE } from "@cairn/shared/modules";
import { IconFileInvoice } from "@tabler/icons-react";
import { lazyPage } from "../../app/lazy-page";
import type { FeatureDefinition } from "../../app/registry";
import { canManageSettings } from "../settings/access";

const InvoicesPage = lazyPage(() => import("./pages/InvoicesPage"));
const InvoiceFormPage = lazyPage(() => import("./pages/InvoiceFormPage"));
const InvoicePage = lazyPage(() => import("./pages/InvoicePage"));
const MyInvoicesPage = lazyPage(() => import("./pages/MyInvoicesPage"));
const InvoiceSettingsTab = lazyPage(() => import("./components/InvoiceSettingsTab"));

/** Invoices (issue 21, module invoice): a project tab for its managers, the form and one invoice's page. */
const feature: FeatureDefinition = {
  name: "invoices",
  module: { key: MODULE.invoice, icon: <IconFileInvoice size={40} /> },
  projectRoutes: [
    { path: "invoices", element: <InvoicesPage /> },
    { path: "invoices/new", element: <InvoiceFormPage /> },
    { path: "invoices/:invoiceId", element: <InvoicePage /> },
    { path: "invoices/:invoiceId/edit", element: <InvoiceFormPage /> },
  ],
  // A client's invoices across projects, beside his tasks and report.
  appRoutes: [{ path: "/my-tasks/invoices", element: <MyInvoicesPage /> }],
  myTasksMenu: [{ key: "my-invoices", label: "invoices:mine.menu", order: 3, path: "/invoices" }],
  settingsTabs: [{ key: "invoices", label: "invoices:settings.tab", order: 4, component: InvoiceSettingsTab }],
  projectMenu: [
    {
      key: "invoices",
      label: "invoices:menu",
      order: 90,
      path: "invoices",
      icon: <IconFileInvoice size={16} />,
      visible: ({ me, project }) => Boolean(project && canManageSettings(me, project)),
    },
  ],
};

export default feature;
