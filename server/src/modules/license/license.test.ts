import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { publicKeyFrom, signLicense, verifyLicenseKey } from "../../core/license/license-key";
import { VENDOR_PUBLIC_KEY } from "../../core/license/vendor-key";
import { activities, licenses } from "../../db/schema";
import { useTestApp } from "../../test/harness";

const pem = (key: ReturnType<typeof generateKeyPairSync>["privateKey"]) =>
  key.export({ type: "pkcs8", format: "pem" }) as string;
const vendor = generateKeyPairSync("ed25519");
const forger = generateKeyPairSync("ed25519");
const vendorPublic = vendor.publicKey.export({ type: "spki", format: "pem" }) as string;

const t = useTestApp({ env: { CAIRN_LICENSE_PUBLIC_KEY: vendorPublic } });

const issue = (email: string, plan = "business", signer = vendor.privateKey) =>
  signLicense({ email, plan, issued_at: "2026-11-21" }, pem(signer));
const activate = (body: unknown, as: Awaited<ReturnType<typeof t.user>>) =>
  t.post("/api/pm-pro/v2/license/activation", body, { as });
const stored = async () => t.database.db.select().from(licenses).where(eq(licenses.id, 1));
const logged = async () => t.database.db.select().from(activities).where(eq(activities.resourceType, "license"));

describe("licence keys (offline Ed25519)", () => {
  it("verifies what the vendor signed and nothing else", () => {
    const key = issue("ada@example.test");
    const publicKey = publicKeyFrom(vendorPublic);
    expect(verifyLicenseKey(key, publicKey)).toEqual({
      email: "ada@example.test",
      plan: "business",
      issued_at: "2026-11-21",
    });
    const [body, signature] = key.split(".");
    const tampered = Buffer.from(JSON.stringify({ email: "ada@example.test", plan: "enterprise", issued_at: "x" }));
    expect(verifyLicenseKey(`${tampered.toString("base64url")}.${signature}`, publicKey)).toBeNull();
    expect(verifyLicenseKey(issue("ada@example.test", "business", forger.privateKey), publicKey)).toBeNull();
    expect(verifyLicenseKey(`${body}.${signature.slice(0, -4)}`, publicKey)).toBeNull();
    expect(verifyLicenseKey(`${body}`, publicKey)).toBeNull();
    expect(verifyLicenseKey("not a key at all", publicKey)).toBeNull();
    expect(verifyLicenseKey(`${body}.${signature}.x`, publicKey)).toBeNull();
    // A signed payload that is not the expected statement is refused too.
    const odd = signLicense({ email: 1, plan: "x", issued_at: "y" } as never, pem(vendor.privateKey));
    expect(verifyLicenseKey(odd, publicKey)).toBeNull();
  });

  it("takes the public key as PEM (also with \\n escapes) or as raw base64, and refuses anything else at start", () => {
    const raw = vendor.publicKey.export({ format: "jwk" }).x as string;
    const key = issue("ada@example.test");
    for (const form of [
      vendorPublic,
      vendorPublic.replace(/\n/g, "\\n"),
      raw,
      Buffer.from(raw, "base64url").toString("base64"),
    ]) {
      expect(verifyLicenseKey(key, publicKeyFrom(form))).not.toBeNull();
    }
    expect(() => loadConfig({ CAIRN_LICENSE_PUBLIC_KEY: "garbage" })).toThrow(/CAIRN_LICENSE_PUBLIC_KEY/);
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey.export({ type: "spki", format: "pem" });
    expect(() => loadConfig({ CAIRN_LICENSE_PUBLIC_KEY: rsa as string })).toThrow(/Ed25519/);
    expect(loadConfig({}).licensePublicKey).toBe(VENDOR_PUBLIC_KEY);
    expect(publicKeyFrom(VENDOR_PUBLIC_KEY).asymmetricKeyType).toBe("ed25519");
  });
});

describe("licence screen", () => {
  it("starts without a licence, activates a valid key, masks it, and deletes it", async () => {
    const boss = await t.user({ manager: true });
    const before = await t.get("/api/pm-pro/v2/license/check", { as: boss });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      email: null,
      key: null,
      status: false,
      plan: null,
      message: "No license has been activated.",
    });
    const key = issue("Owner@Example.test");
    const res = await activate({ email: " owner@example.test ", key }, boss);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The license has been activated.");
    expect(res.body.data).toEqual({
      email: "owner@example.test",
      key: `${"*".repeat(24)}${key.slice(-4)}`,
      status: true,
      plan: "business",
      message: "Your license is active.",
    });
    expect(JSON.stringify(res.body)).not.toContain(key.slice(0, 20));
    expect(res.body.activity).toMatchObject({
      action: "activate_license",
      project_id: null,
      meta: { email: "owner@example.test", plan: "business" },
    });
    const check = await t.get("/api/pm-pro/v2/license/check", { as: boss });
    expect(check.body.data).toMatchObject({ status: true, plan: "business", email: "owner@example.test" });

    const removed = await t.post("/api/pm-pro/v2/license/delete", {}, { as: boss });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      message: "The license has been deleted.",
      activity: expect.objectContaining({
        action: "delete_license",
        meta: { email: "owner@example.test", plan: "business" },
      }),
    });
    expect(await stored()).toEqual([]);
    expect((await t.get("/api/pm-pro/v2/license/check", { as: boss })).body.data.status).toBe(false);
    // Deleting again is harmless, and logs nothing: nothing was deleted.
    const rows = (await logged()).length;
    expect((await t.post("/api/pm-pro/v2/license/delete", {}, { as: boss })).body).toEqual({
      message: "The license has been deleted.",
    });
    expect(await logged()).toHaveLength(rows);
  });

  it("refuses empty fields with the spec's message", async () => {
    const boss = await t.user({ manager: true });
    const rows = (await logged()).length;
    for (const body of [
      {},
      { email: "", key: "" },
      { email: "a@b.test" },
      { key: "abc.def" },
      { email: "  ", key: "x" },
    ]) {
      const res = await activate(body, boss);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(["Please provide your email and license key"]);
    }
    const both = await activate({ email: "", key: null }, boss);
    expect(both.body.data.params).toEqual({
      email: ["Please provide your email and license key"],
      key: ["Please provide your email and license key"],
    });
    expect(await stored()).toEqual([]);
    expect(await logged()).toHaveLength(rows);
  });

  it("refuses forged, tampered, other-e-mail and garbage keys, keeping the active licence", async () => {
    const boss = await t.user({ manager: true });
    const good = issue("owner@example.test");
    expect((await activate({ email: "owner@example.test", key: good }, boss)).status).toBe(200);
    const rows = (await logged()).length;
    const [, signature] = good.split(".");
    const tampered = `${Buffer.from(JSON.stringify({ email: "owner@example.test", plan: "enterprise", issued_at: "2026-11-21" })).toString("base64url")}.${signature}`;
    const attempts = [
      { email: "owner@example.test", key: issue("owner@example.test", "business", forger.privateKey) },
      { email: "owner@example.test", key: tampered },
      { email: "someone@else.test", key: good },
      { email: "owner@example.test", key: "garbage" },
      { email: "owner@example.test", key: "a.b" },
    ];
    for (const body of attempts) {
      const res = await activate(body, boss);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(["This license key is not valid."]);
      expect(res.body.data.params.key).toEqual(["This license key is not valid."]);
    }
    const [row] = await stored();
    expect(row).toMatchObject({ email: "owner@example.test", licenseKey: good, plan: "business" });
    expect((await activate({ email: ["x"], key: good }, boss)).status).toBe(400);
    expect((await activate({ email: "owner@example.test", key: "k".repeat(5000) }, boss)).status).toBe(400);
    expect(await logged()).toHaveLength(rows);
  });

  it("shows a stored key that no longer verifies as not active", async () => {
    const boss = await t.user({ manager: true });
    await t.database.db
      .insert(licenses)
      .values({
        id: 1,
        email: "owner@example.test",
        licenseKey: issue("owner@example.test", "x", forger.privateKey),
        plan: "x",
      })
      .onConflictDoUpdate({
        target: licenses.id,
        set: { licenseKey: issue("owner@example.test", "x", forger.privateKey), plan: "x" },
      });
    const check = await t.get("/api/pm-pro/v2/license/check", { as: boss });
    expect(check.body.data).toMatchObject({ status: false, message: "This license key is not valid." });
  });

  it("is for global managers only", async () => {
    const plain = await t.user();
    const projectManager = await t.user();
    await t.project({ manager: projectManager });
    const before = await stored();
    const rows = (await logged()).length;
    for (const who of [plain, projectManager]) {
      expect((await t.get("/api/pm-pro/v2/license/check", { as: who })).status).toBe(403);
      expect((await activate({ email: "a@b.test", key: issue("a@b.test") }, who)).status).toBe(403);
      expect((await t.post("/api/pm-pro/v2/license/delete", {}, { as: who })).status).toBe(403);
    }
    expect((await t.get("/api/pm-pro/v2/license/check")).status).toBe(401);
    expect(await stored()).toEqual(before);
    expect(await logged()).toHaveLength(rows);
  });
});
