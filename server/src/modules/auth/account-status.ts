import { PEOPLE_MESSAGES } from "@cairn/shared";
import { AppError } from "../../core/http/errors";

/**
 * A deactivated account is told so, once its password was right (a wrong one gets the usual answer, so this
 * says nothing to someone who does not know the password). A deleted account never gets here: its
 * password hash matches nothing.
 */
export function assertAccountActive(user: { deactivatedAt: Date | null }) {
  if (user.deactivatedAt) throw new AppError(403, "rest_account_deactivated", [PEOPLE_MESSAGES.accountDeactivated]);
}
