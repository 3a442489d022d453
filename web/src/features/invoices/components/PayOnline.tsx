import { paymentValidationBody } from "@cairn/shared/schemas/invoices";
import { Alert, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ApiError, type Item, post } from "../../../api/client";
import { messagesNotShownInPlace } from "../../../components/refusalToast";
import { type BodyOf, useApiForm } from "../../../components/useApiForm";
import type { Invoice, InvoiceCheckout } from "../types";

/**
 * Sends the browser to the provider's checkout page by navigation (its address carries the fields): the app's
 * CSP lets forms post to the app only, so a form posted to PayPal was blocked and "Continue" did nothing.
 */
function goToCheckout(checkout: InvoiceCheckout) {
  window.location.assign(checkout.url);
}

/** The refusal's field the form shows under its input. */
const AMOUNT_FIELDS = ["amount"] as const;

/** The client pays what is due, or part of it when partial payments are allowed (the server checks the amount). */
export function PayOnline({ projectId, invoice }: { projectId: number; invoice: Invoice }) {
  const { t } = useTranslation("invoices");
  const [opened, modal] = useDisclosure(false);
  const validate = useMutation({
    mutationFn: (body: BodyOf<typeof paymentValidationBody>) =>
      post<Item<InvoiceCheckout>>(`pm-pro/v2/projects/${projectId}/invoice/${invoice.id}/payment-validation`, body),
    meta: { silent: true },
    onSuccess: (res) => goToCheckout(res.data),
  });
  const { form, submit, pending } = useApiForm({
    schema: paymentValidationBody,
    initialValues: { amount: String(invoice.totals.due) },
    write: validate,
  });
  // No toast (silent): what the amount's input does not show, the alert says (the server's word on the amount due).
  const problem =
    validate.error instanceof ApiError
      ? messagesNotShownInPlace(validate.error, AMOUNT_FIELDS).join(" ")
      : validate.error
        ? String(validate.error)
        : null;
  return (
    <>
      <Button onClick={modal.open}>{t("pay.button")}</Button>
      <Modal opened={opened} onClose={modal.close} title={t("pay.title")}>
        <form onSubmit={submit((body) => validate.mutateAsync(body))}>
          <Stack gap="sm">
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <TextInput
              label={t("pay.amount", { currency: invoice.currency })}
              inputMode="decimal"
              readOnly={!invoice.partial}
              {...form.getInputProps("amount")}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" loading={pending}>
                {t("pay.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
