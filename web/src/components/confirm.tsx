import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import i18n from "../i18n";

/** Asks before a destructive action; resolves true when confirmed. */
export function confirmAction(
  options: { title?: string; message?: string; confirmLabel?: string } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title ?? i18n.t("common:areYouSure"),
      children: options.message ? <Text size="sm">{options.message}</Text> : null,
      labels: { confirm: options.confirmLabel ?? i18n.t("common:confirmDelete"), cancel: i18n.t("common:cancel") },
      confirmProps: { color: "red.9" },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
