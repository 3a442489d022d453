import { z } from "zod";
import { SETTINGS_MESSAGES as M } from "../messages-settings";
import { invoiceAddress, invoiceSettingValue } from "./invoices";
import { zBool, zId, zInt } from "./primitives";

/** The app's pages a member can land on after signing in (the "Front-end page" setting). Ids never change. */
export const FRONT_END_PAGES = [
  { id: 1, title: "Projects", path: "/projects" },
  { id: 2, title: "My Tasks", path: "/my-tasks" },
] as const;

const nothing = (v: unknown) => v === null || v === 0 || v === "0" || v === "";

const frontEndPage = z.preprocess(
  (v) => (nothing(v) ? null : v),
  z
    .object({ page_id: z.coerce.number().int(), post_title: z.string().max(255).optional() })
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const page = FRONT_END_PAGES.find((p) => p.id === v.page_id);
      if (!page) {
        ctx.addIssue({ code: "custom", message: M.frontEndPageUnknown });
        return z.NEVER;
      }
      // The title follows the page, whatever the client sent.
      return { page_id: page.id, post_title: page.title };
    }),
);

/** The global settings with a known shape, their defaults, and whether every signed-in user may read them. */
export const GLOBAL_SETTINGS = {
  task_start_field: { schema: zBool, default: true, public: true },
  daily_digest: { schema: zBool, default: true, public: true },
  logo: { schema: z.preprocess((v) => (nothing(v) ? null : v), zId.nullable()), default: null, public: true },
  front_end_page: { schema: frontEndPage, default: null, public: true },
  erp_integration: {
    schema: z.preprocess(
      (v) => (v === true || v === 1 || v === "true" ? "1" : v === false || v === 0 || v === "false" ? "0" : v),
      z.enum(["1", "0"], { error: 'Must be "1" or "0".' }),
    ),
    default: "0",
    public: true,
  },
  /** Projects a page of the advanced report (spec 001 §7: the setting project_per_page, default 10). */
  project_per_page: { schema: zInt(1, 100), default: 10, public: false },
  /** The workspace's language (BCP 47); search stems words by it where PostgreSQL has a stemmer for it. */
  locale: {
    schema: z
      .string({ error: M.localeInvalid })
      .trim()
      .max(35, M.localeInvalid)
      .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, M.localeInvalid),
    default: "en",
    public: true,
  },
  /** Invoices (module invoice): currency, PayPal account, sandbox, gateways. */
  invoice: { schema: invoiceSettingValue, default: invoiceSettingValue.parse({}), public: false },
  /** The organisation's address on invoices (POST pm-pro/v2/invoice/address). */
  invoice_address: { schema: invoiceAddress.nullable(), default: null, public: false },
} as const;
export type GlobalSettingKey = keyof typeof GLOBAL_SETTINGS;
export const isGlobalSettingKey = (key: string): key is GlobalSettingKey => Object.hasOwn(GLOBAL_SETTINGS, key);
