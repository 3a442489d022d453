import { randomInt, timingSafeEqual } from "node:crypto";
import { foldSetupCode } from "@cairn/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";
import { userCount } from "../users/service";

const SETUP_CODE_KEY = "setup_code";
/** Crockford's base32: no I, L, O or U, so a code read off a log is typed without doubt (the schema folds those). */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 12 characters of 32: 60 bits, hopeless to guess over HTTP. */
const CODE_LENGTH = 12;

const isSetupCodeRow = and(isNull(settings.projectId), eq(settings.key, SETUP_CODE_KEY));

export function newSetupCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** As a person reads it: groups of four. */
export const groupedSetupCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

/**
 * At start: while no user exists, the code the first-administrator screen asks for. Every process on the
 * database shares one: the first to start stores it, the others read it back. CAIRN_SETUP_CODE pins it.
 * Once a user exists the code is gone, and null is returned.
 */
export async function prepareSetupCode(db: Db, pinned: string | undefined): Promise<string | null> {
  if ((await userCount(db)) > 0) {
    await db.delete(settings).where(isSetupCodeRow);
    return null;
  }
  if (pinned !== undefined)
    await db
      .update(settings)
      .set({ value: foldSetupCode(pinned) })
      .where(isSetupCodeRow);
  await db
    .insert(settings)
    .values({
      projectId: null,
      key: SETUP_CODE_KEY,
      value: pinned === undefined ? newSetupCode() : foldSetupCode(pinned),
    })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(isSetupCodeRow);
  return typeof row?.value === "string" ? row.value : null;
}

/**
 * Inside the setup's transaction: whether the code given is the stored one (compared in constant time), and
 * the row locked, so two setups at once cannot both pass. Consumed with `dropSetupCode` in the same transaction.
 */
export async function setupCodeMatches(tx: Db, given: string): Promise<boolean> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(isSetupCodeRow).for("update");
  if (typeof row?.value !== "string") return false;
  const expected = Buffer.from(row.value);
  const actual = Buffer.from(foldSetupCode(given));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export async function dropSetupCode(tx: Db) {
  await tx.delete(settings).where(isSetupCodeRow);
}
