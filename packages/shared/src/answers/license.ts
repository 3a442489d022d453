import { z } from "zod";
import { itemAnswer, writtenAnswer } from "./common";

/** The licence as the licence screen shows it (server/src/modules/license/service.ts). */
export const licenseStatusAnswer = z.object({
  email: z.string().nullable(),
  /** Masked except its last 4 characters. */
  key: z.string().nullable(),
  status: z.boolean(),
  plan: z.string().nullable(),
  message: z.string(),
});
export type LicenseStatus = z.infer<typeof licenseStatusAnswer>;

export const licenseCheckAnswer = itemAnswer(licenseStatusAnswer);
export const licenseWrittenAnswer = writtenAnswer(licenseStatusAnswer);
/** A deletion has no licence to show; its activity only when there was one to delete. */
export const licenseDeletedAnswer = writtenAnswer(z.null()).omit({ data: true });
