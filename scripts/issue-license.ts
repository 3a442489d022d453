/**
 * The vendor's tool: signs a licence key for a customer's e-mail and plan with the vendor's Ed25519
 * private key, which never leaves the vendor (docs/operations.md, "Licences").
 *
 *   CAIRN_LICENSE_PRIVATE_KEY_FILE=vendor.pem npm run license:issue -- --email ada@example.com --plan business
 *   npm run license:issue -- --generate      (a new key pair: keep the private key, ship the public one)
 *
 * The private key comes from CAIRN_LICENSE_PRIVATE_KEY (PEM) or CAIRN_LICENSE_PRIVATE_KEY_FILE.
 */
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { signLicense } from "../server/src/core/license/license-key";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    plan: { type: "string", default: "business" },
    generate: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (values.generate) {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  console.log("Private key (keep it secret, never commit it):\n");
  console.log(privateKey.export({ type: "pkcs8", format: "pem" }));
  console.log(
    "Public key (CAIRN_LICENSE_PUBLIC_KEY, or VENDOR_PUBLIC_KEY in server/src/core/license/vendor-key.ts):\n",
  );
  console.log(publicKey.export({ type: "spki", format: "pem" }));
  process.exit(0);
}

const email = values.email?.trim();
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) fail("Give the customer's e-mail: --email ada@example.com");
const plan = values.plan?.trim() || fail("Give a plan: --plan business");
const file = process.env.CAIRN_LICENSE_PRIVATE_KEY_FILE;
const privateKey = process.env.CAIRN_LICENSE_PRIVATE_KEY ?? (file ? fs.readFileSync(file, "utf8") : undefined);
if (!privateKey)
  fail("Set CAIRN_LICENSE_PRIVATE_KEY (PEM) or CAIRN_LICENSE_PRIVATE_KEY_FILE to the vendor's private key.");

try {
  const key = signLicense(
    { email, plan, issued_at: new Date().toISOString().slice(0, 10) },
    privateKey.replace(/\\n/g, "\n"),
  );
  console.log(key);
} catch (err) {
  fail(`Could not sign: ${(err as Error).message}`);
}
