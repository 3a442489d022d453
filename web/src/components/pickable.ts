import type { User } from "../api/types";

/**
 * Whether a person may be picked (assigned, mentioned, notified): a deactivated or deleted account keeps its
 * place where it is listed, but is offered nowhere.
 */
export const isPickable = (user: Pick<User, "status">) => (user.status ?? "active") === "active";
