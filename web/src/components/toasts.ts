import { notifications } from "@mantine/notifications";
import { ApiError } from "../api/client";
import i18n from "../i18n";
import { serverText } from "../i18n/server-texts";
import { messagesNotShownInPlace } from "./refusalToast";

/** A confirmation, most often the server's (in the reader's language: i18n/server-texts.ts). */
export function toastSuccess(message: string) {
  notifications.show({ color: "teal", message: serverText(message), autoClose: 3500 });
}

/**
 * Each message of the API's list is its own toast (spec §8). A `sticky` one stays until closed (the spec's
 * time-tracker warnings: the reader must see why his time is not being tracked).
 */
export function toastError(err: unknown, options: { sticky?: boolean } = {}) {
  const messages = err instanceof ApiError ? err.messages : [err instanceof Error ? err.message : String(err)];
  for (const message of messages) {
    notifications.show({
      color: options.sticky ? "orange" : "red",
      title: i18n.t("common:errorTitle"),
      message,
      autoClose: options.sticky ? false : 6000,
      withCloseButton: true,
    });
  }
}

/**
 * Toasts the messages of a refusal that no field of the form shows: those of `inlineFields` are shown under
 * their inputs (refusalToast.ts). Without `inlineFields`, everything is toasted.
 */
export function toastUnshown(err: unknown, inlineFields?: readonly string[]) {
  if (!inlineFields || !(err instanceof ApiError)) return toastError(err);
  const rest = messagesNotShownInPlace(err, inlineFields);
  if (rest.length > 0) toastError(new ApiError(err.status, err.code, rest));
}

let progressCount = 0;

/**
 * A toast with a spinner that stays while a long write runs (a toast is announced, role "alert"); call the
 * returned function to take it away once the write has settled.
 */
export function toastProgress(message: string): () => void {
  const id = `progress-${++progressCount}`;
  notifications.show({ id, loading: true, message, autoClose: false, withCloseButton: false });
  return () => notifications.hide(id);
}
