import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import i18n from "../i18n";
import { toastProgress } from "./toasts";

/**
 * Asks before a destructive action (or, with `destructive: false`, a weighty one such as a copy); resolves
 * true when confirmed.
 */
export function confirmAction(
  options: { title?: string; message?: string; confirmLabel?: string; destructive?: boolean } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title ?? i18n.t("common:areYouSure"),
      children: options.message ? <Text size="sm">{options.message}</Text> : null,
      labels: { confirm: options.confirmLabel ?? i18n.t("common:confirmDelete"), cancel: i18n.t("common:cancel") },
      confirmProps: options.destructive === false ? {} : { color: "red.9" },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * Asks before a long, weighty write (a copy), then shows a progress toast until it settles; resolves what the
 * write gave, or undefined when the question was declined or the write failed (its error is toasted already).
 */
export async function confirmThenRun<T>(
  ask: { title: string; message: string; confirmLabel: string },
  progress: string,
  run: () => Promise<T>,
): Promise<T | undefined> {
  if (!(await confirmAction({ ...ask, destructive: false }))) return undefined;
  const done = toastProgress(progress);
  try {
    return await run().catch(() => undefined);
  } finally {
    done();
  }
}
