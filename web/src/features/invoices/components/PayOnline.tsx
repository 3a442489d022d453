import { Alert, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, type Item, post } from "../../../api/client";
import type { Invoice, InvoiceCheckout } from "../types";

/** Sends the browser to the provider's checkout page with the fields the server gave (a plain form POST). */
function goToCheckout(checkout: InvoiceCheckout) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = checkout.action;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** The client pays what is due, or part of it when partial payments are allowed (the server checks the amount). */
export function PayOnline({ projectId, invoice }: { projectId: number; invoice: Invoice }) {
  const { t } = useTranslation("invoices");
  const [opened, modal] = useDisclosure(false);
  const [amount, setAmount] = useState(String(invoice.totals.due));
  const validate = useMutation({
    mutationFn: () =>
      post<Item<InvoiceCheckout>>(`pm-pro/v2/projects/${projectId}/invoice/${invoice.id}/payment-validation`, {
        amount,
      }),
    meta: { silent: true },
    onSuccess: (res) => goToCheckout(res.data),
  });
  const problem =
    validate.error instanceof ApiError
      ? validate.error.messages.join(" ")
      : validate.error
        ? String(validate.error)
        : null;
  return (
    <>
      <Button onClick={modal.open}>{t("pay.button")}</Button>
      <Modal opened={opened} onClose={modal.close} title={t("pay.title")}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            validate.mutate();
          }}
        >
          <Stack gap="sm">
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <TextInput
              label={t("pay.amount", { currency: invoice.currency })}
              inputMode="decimal"
              value={amount}
              readOnly={!invoice.partial}
              onChange={(e) => setAmount(e.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button type="submit" loading={validate.isPending}>
                {t("pay.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
