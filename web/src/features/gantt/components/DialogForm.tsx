import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toastUnshown } from "../../../components/toasts";

/**
 * What the chart's dialogs share on submit (their forms' `submit` runs it): the error kept for the fields to
 * show, and the dialog closed on success. `toast` says whether the failure is toasted here (a write the mutation cache
 * toasts already is not toasted twice); the messages of `inlineFields`, shown under the inputs, are not.
 */
export function useDialogSubmit(onDone: () => void, options: { toast: boolean; inlineFields?: readonly string[] }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (work: () => Promise<unknown>) => {
    setPending(true);
    try {
      await work();
      onDone();
    } catch (err) {
      setError(err);
      if (options.toast) toastUnshown(err, options.inlineFields);
    } finally {
      setPending(false);
    }
  };
  return { isPending: pending, error, run };
}

/** A dialog's submit and cancel buttons. */
export function DialogActions(props: { label: string; pending: boolean; disabled: boolean; onCancel: () => void }) {
  const { t } = useTranslation("gantt");
  return (
    <Group gap="sm">
      <Button type="submit" loading={props.pending} disabled={props.disabled}>
        {props.label}
      </Button>
      <Button variant="default" onClick={props.onCancel}>
        {t("common:cancel")}
      </Button>
    </Group>
  );
}
