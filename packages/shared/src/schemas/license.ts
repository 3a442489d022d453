import { z } from "zod";

/** Empty values are checked by the server, which answers the spec's one message for either. */
export const licenseActivationBody = z.object({
  email: z.string({ error: "Must be text." }).trim().max(254, "Must be at most 254 characters.").nullish(),
  key: z.string({ error: "Must be text." }).trim().max(4096, "Must be at most 4096 characters.").nullish(),
});
export type LicenseActivationBody = z.infer<typeof licenseActivationBody>;

/** What a licence key states, signed by the vendor (Ed25519). */
export type LicensePayload = { email: string; plan: string; issued_at: string };
