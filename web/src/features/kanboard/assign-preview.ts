import type { KanboardAssignPreview } from "@cairn/shared";
import { ApiError, get, type Item } from "../../api/client";
import { boardPath } from "../../api/first-reads";
import { confirmAction } from "../../components/confirm";
import { toastError } from "../../components/toasts";
import i18n from "../../i18n";
import type { Automation } from "./types";

const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(",");

/** Whether a column's rule would change: its kind, or what it names (ids compared as sets). */
export function automationChanged(before: Automation, after: Automation): boolean {
  if (before.type !== after.type) return true;
  if (before.type === "users" && after.type === "users") return sortedIds(before.users) !== sortedIds(after.users);
  if (before.type === "todo" && after.type === "todo") return sortedIds(before.lists) !== sortedIds(after.lists);
  if (before.type === "taskStatus" && after.type === "taskStatus") return before.status !== after.status;
  return false;
}

/**
 * Before a `users` rule is saved: the server applies it to the cards already in the column at once
 * (docs/api.md "Kanboard" → Automation), so the manager is told how many will get these people and asked
 * (issue 46 point 4). True when the save may go on: nothing to change, or confirmed. A refusal of the people
 * (400) lets the save go on, which shows it under its field and saves nothing; another failure is toasted.
 */
export async function confirmAssigning(projectId: number, columnId: number, users: readonly number[]) {
  let cards: number;
  try {
    const path = `${boardPath(projectId)}/${columnId}/assign-preview`;
    cards = (await get<Item<KanboardAssignPreview>>(path, { users: users.join(",") })).data.cards;
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) return true;
    toastError(err);
    return false;
  }
  if (cards === 0) return true;
  return confirmAction({
    title: i18n.t("kanboard:settings.assignTitle"),
    message: i18n.t("kanboard:settings.assignConfirm", { count: cards }),
    confirmLabel: i18n.t("kanboard:settings.assignConfirmLabel"),
    destructive: false,
  });
}
