import type { KeyObject } from "node:crypto";
import { type LicenseActivationBody, type LicenseStatus, SETTINGS_MESSAGES as M } from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { ActivityRow } from "../../core/activity/record";
import { recordWorkspaceActivity, type WorkspaceActivity } from "../../core/activity/workspace";
import type { CurrentUser } from "../../core/auth/current-user";
import { AppError, invalidField } from "../../core/http/errors";
import { maskKey, verifyLicenseKey } from "../../core/license/license-key";
import type { Db } from "../../db/client";
import { licenses } from "../../db/schema";

/** The one licence row. */
const LICENSE_ID = 1;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The licence as the licence screen shows it; the stored key is checked again, so a changed vendor key shows. */
export async function licenseStatus(db: Db, publicKey: KeyObject): Promise<LicenseStatus> {
  const [row] = await db.select().from(licenses).where(eq(licenses.id, LICENSE_ID)).limit(1);
  if (!row) return { email: null, key: null, status: false, plan: null, message: M.licenseNone };
  const payload = verifyLicenseKey(row.licenseKey, publicKey);
  const valid = payload !== null && sameEmail(payload.email, row.email);
  return {
    email: row.email,
    key: maskKey(row.licenseKey),
    status: valid,
    plan: row.plan,
    message: valid ? M.licenseActive : M.licenseInvalid,
  };
}

/** Either field empty: the spec's one message, on each empty field. */
function emptyFields(body: LicenseActivationBody) {
  const params: Record<string, string[]> = {};
  if (!body.email) params.email = [M.licenseEmpty];
  if (!body.key) params.key = [M.licenseEmpty];
  return Object.keys(params).length === 0 ? null : new AppError(400, "rest_invalid_param", [M.licenseEmpty], params);
}

/** The key itself stays out of the log: who licensed it and for which plan is what a reader needs. */
const licenseLog = (verb: "activate" | "delete", licence: { email: string; plan: string }): WorkspaceActivity => ({
  action: `${verb}_license`,
  actionType: verb === "activate" ? "update" : "delete",
  resourceType: "license",
  resourceId: LICENSE_ID,
  meta: { email: licence.email, plan: licence.plan },
});

/** Activates a key signed by the vendor for this e-mail; anything else is refused and the old licence stays. */
export async function activateLicense(db: Db, me: CurrentUser, publicKey: KeyObject, body: LicenseActivationBody) {
  const empty = emptyFields(body);
  if (empty) throw empty;
  const email = body.email as string;
  const key = body.key as string;
  const payload = verifyLicenseKey(key, publicKey);
  if (!payload || !sameEmail(payload.email, email)) throw invalidField("key", M.licenseInvalid);
  const row = { email: email.trim(), licenseKey: key.trim(), plan: payload.plan, activatedBy: me.id };
  const activity = await db.transaction(async (tx) => {
    await tx
      .insert(licenses)
      .values({ id: LICENSE_ID, ...row })
      .onConflictDoUpdate({ target: licenses.id, set: { ...row, activatedAt: new Date() } });
    return recordWorkspaceActivity(tx, me, licenseLog("activate", row));
  });
  return { status: await licenseStatus(db, publicKey), activity };
}

/** Deletes the licence; logged only when there was one. */
export async function deleteLicense(db: Db, me: CurrentUser): Promise<ActivityRow | null> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(licenses).where(eq(licenses.id, LICENSE_ID)).returning();
    if (!gone) return null;
    return recordWorkspaceActivity(tx, me, licenseLog("delete", gone));
  });
}
