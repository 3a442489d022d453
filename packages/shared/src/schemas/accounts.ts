import { z } from "zod";
import { LANGUAGE_MESSAGES, LANGUAGES } from "../languages";
import { MESSAGES } from "../messages";
import { CREDENTIAL_MESSAGES } from "../messages-credentials";
import { TIME_FORMAT_MESSAGES, TIME_FORMATS } from "../time-format";
import { canonicalTimeZone } from "../time-zone";
import { pagingFields, singleLine, zBool, zInt } from "./primitives";

const email = z
  .string({ error: "E-mail is required." })
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter a valid e-mail address.").max(254));
const password = z
  .string({ error: "Password is required." })
  .min(8, "Password must be at least 8 characters.")
  .max(200, "Password must be at most 200 characters.");
const displayName = z
  .string({ error: "Name is required." })
  .trim()
  .min(1, "Name is required.")
  .max(100, "Name must be at most 100 characters.")
  .check(singleLine);

/** An IANA time zone this runtime knows, stored in its canonical spelling ("europe/paris" → "Europe/Paris"). */
export const zTimeZone = z
  .string({ error: MESSAGES.unknownTimeZone })
  .max(64, MESSAGES.unknownTimeZone)
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical === null) {
      ctx.addIssue({ code: "custom", message: MESSAGES.unknownTimeZone });
      return z.NEVER;
    }
    return canonical;
  });

export const loginBody = z.object({
  email: z.string({ error: "E-mail is required." }).trim().toLowerCase().min(1, "E-mail is required.").max(254),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(200),
});
/**
 * A setup code as it is compared: the spaces and dashes between groups dropped, and the letters that Crockford's
 * base32 leaves out read as the digits they look like.
 */
export const foldSetupCode = (code: string) =>
  code.replace(/[\s-]/g, "").toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");

/** The one-time code the server prints in its log at start. */
const setupCode = z
  .string({ error: "Enter the setup code from the server's log." })
  .max(100)
  .transform(foldSetupCode)
  .refine((code) => code.length > 0, "Enter the setup code from the server's log.");
export const setupBody = z.object({ email, display_name: displayName, password, setup_code: setupCode });
export const createUserBody = z.object({ email, display_name: displayName, password, manager: zBool.optional() });
export const updateProfileBody = z.object({
  display_name: displayName.optional(),
  // null: judge "today" in the zone the web app sends (the browser's), see docs/api.md "Time zones".
  timezone: zTimeZone.nullable().optional(),
  week_start: zInt(0, 6).optional(),
  locale: z.string().max(20).nullable().optional(),
  // null: the web app follows the browser's language.
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.unknown }).nullable().optional(),
  // null: times follow the clock of the locale (6:30 PM in en-US, 18:30 in de).
  time_format: z.enum(TIME_FORMATS, { error: TIME_FORMAT_MESSAGES.unknown }).nullable().optional(),
  password: password.optional(),
});
/** The lifetimes a new API token may be given, in days; none: it lives until it is revoked. */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const createTokenBody = z.object({
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(100).check(singleLine),
  expires_in_days: z.coerce
    .number({ error: CREDENTIAL_MESSAGES.expiryChoice })
    .refine((days) => (TOKEN_EXPIRY_DAYS as readonly number[]).includes(days), CREDENTIAL_MESSAGES.expiryChoice)
    .nullable()
    .optional(),
});
/** `active` (the default, what pickers want), `deactivated` (deleted ones too) or `all`; managers only see the others. */
export const USER_STATUS_FILTERS = ["active", "deactivated", "all"] as const;
export const listUsersQuery = z.object({
  query: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATUS_FILTERS).optional(),
  ...pagingFields,
});
/** `POST pm/v2/users/:id`: fields left out stay; `manager` is the administrator's to change. */
export const updateUserBody = z.object({
  email: email.optional(),
  display_name: displayName.optional(),
  manager: zBool.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;
/** `POST /api/auth/password/forgot`: any text up to an address's length (the answer is the same anyway). */
export const forgotPasswordBody = z.object({ email: loginBody.shape.email });

export const PASSWORD_SET_MESSAGES = {
  tokenRequired: "The link is incomplete: open the link from the e-mail again.",
  tokenInvalid: "This link has expired or was used already. Ask for a new one (Forgot password? on the sign-in page).",
  passwordSet: "Your password has been set. Sign in with it.",
} as const;

/** `POST /api/auth/password/set`: an invitation's (or reset's) one-time token and the new password. */
export const setPasswordBody = z.object({
  token: z
    .string({ error: PASSWORD_SET_MESSAGES.tokenRequired })
    .trim()
    .min(1, PASSWORD_SET_MESSAGES.tokenRequired)
    .max(200, PASSWORD_SET_MESSAGES.tokenInvalid),
  password,
});
export type SetPasswordBody = z.infer<typeof setPasswordBody>;
