/**
 * The vendor's Ed25519 public key: licence keys signed with the matching private key activate. The
 * private key is never in this repository; the vendor keeps it (docs/operations.md, "Licences").
 * CAIRN_LICENSE_PUBLIC_KEY replaces it.
 */
export const VENDOR_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAwgz+vweOUqF3PM8hohoB8N1voZN5BnMRa5Lt1KpoEwY=
-----END PUBLIC KEY-----`;
