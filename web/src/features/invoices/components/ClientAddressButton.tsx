import type { InvoiceAddress } from "@cairn/shared";
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ApiError, get, type Item, post } from "../../../api/client";
import type { BillingAddress } from "../types";
import { ADDRESS_FIELDS, AddressFields, useAddressForm } from "./AddressFields";

const addressKey = (userId: number) => ["invoices", "client-address", userId] as const;

/**
 * The chosen client's address, printed on his invoices (`pm-pro/v2/invoice/user-address/user/{id}`): kept per
 * user, so it is filled once and serves every invoice of every project.
 */
export function ClientAddressButton({ clientId, clientName }: { clientId: number | null; clientName: string }) {
  const { t } = useTranslation("invoices");
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" size="compact-sm" disabled={!clientId} onClick={open}>
        {t("clientAddress.open")}
      </Button>
      {clientId && (
        <Modal opened={opened} onClose={close} title={t("clientAddress.title", { name: clientName })} size="lg">
          {opened && <ClientAddressForm clientId={clientId} onDone={close} />}
        </Modal>
      )}
    </>
  );
}

function ClientAddressForm({ clientId, onDone }: { clientId: number; onDone: () => void }) {
  const { t } = useTranslation("invoices");
  const stored = useQuery({
    queryKey: addressKey(clientId),
    queryFn: async () => (await get<Item<BillingAddress>>(`pm-pro/v2/invoice/user-address/user/${clientId}`)).data,
  });
  if (stored.isPending) return <Skeleton height={240} aria-label={t("clientAddress.loading")} />;
  if (stored.isError) {
    // A member who is not the manager's client: his address is his own (the server answers as for nobody).
    const hidden = stored.error instanceof ApiError && stored.error.status === 404;
    return (
      <Alert color={hidden ? "gray" : "red"}>{t(hidden ? "clientAddress.hidden" : "clientAddress.loadError")}</Alert>
    );
  }
  return (
    <AddressEditor
      clientId={clientId}
      initial={stored.data.value ?? {}}
      canEdit={stored.data.can_edit}
      onDone={onDone}
    />
  );
}

function AddressEditor({
  clientId,
  initial,
  canEdit,
  onDone,
}: {
  clientId: number;
  initial: InvoiceAddress;
  canEdit: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation("invoices");
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (body: InvoiceAddress) => post(`pm-pro/v2/invoice/user-address/user/${clientId}`, body),
    meta: { inlineFields: ADDRESS_FIELDS },
    // The server's "Address has been saved." is the toast (every write's message is: app/providers.tsx).
    onSuccess: () => {
      // Invoices show their client's address: read them again.
      void qc.invalidateQueries({ queryKey: ["invoices"] });
      onDone();
    },
  });
  const { form, submit, pending } = useAddressForm(initial, save);
  return (
    <form onSubmit={submit((body) => save.mutateAsync(body))}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(canEdit ? "clientAddress.hint" : "clientAddress.readOnly")}
        </Text>
        <AddressFields form={form} readOnly={!canEdit} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t(canEdit ? "form.cancel" : "clientAddress.close")}
          </Button>
          {canEdit && (
            <Button type="submit" loading={pending}>
              {t("settings.saveAddress")}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
