import { type InvoiceAddress, type InvoiceSetting, invoiceSettingValue } from "@cairn/shared";
import { Button, Checkbox, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { get, type Item, post, type Written } from "../../../api/client";
import { RefusalAlert } from "../../../components/RefusalAlert";
import { useSaveSettings, useSettings } from "../../settings/api";
import { ADDRESS_FIELDS, AddressFields, useAddressForm } from "./AddressFields";

const ADDRESS_PATH = "pm-pro/v2/invoice/address";
const addressKey = ["invoices", "organisation-address"] as const;
type StoredAddress = { value: InvoiceAddress | null };

/** Settings → Invoices: the currency and PayPal (global setting `invoice`), and the organisation's address. */
export default function InvoiceSettingsTab() {
  const settings = useSettings();
  const address = useQuery({
    queryKey: addressKey,
    queryFn: async () => (await get<Item<StoredAddress>>(ADDRESS_PATH)).data.value,
  });
  if (!settings.data || address.isPending) return <Skeleton height={300} />;
  const parsed = invoiceSettingValue.safeParse(settings.data.invoice ?? {});
  const payment = parsed.success ? parsed.data : invoiceSettingValue.parse({});
  const organisation = address.data ?? {};
  // Each form starts from the values as read: keyed by them, it starts again when a read finishes after it
  // was shown (the tab opened on a cached answer), instead of keeping the older values.
  return (
    <Stack gap="md" maw={760}>
      <PaymentForm key={JSON.stringify(payment)} initial={payment} />
      <AddressForm key={JSON.stringify(organisation)} initial={organisation} />
    </Stack>
  );
}

function PaymentForm({ initial }: { initial: InvoiceSetting }) {
  const { t } = useTranslation("invoices");
  // The whole setting is one field of the refusal (settings.0.value): its messages are listed above the form.
  const save = useSaveSettings(undefined, { listsRefusal: true });
  const [value, setValue] = useState(initial);
  const paypal = value.gateWays.find((g) => g.name === "paypal") ?? { name: "paypal", label: "PayPal", active: false };
  const setPaypal = (active: boolean) =>
    setValue((v) => ({ ...v, gateWays: [...v.gateWays.filter((g) => g.name !== "paypal"), { ...paypal, active }] }));
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ invoice: value });
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("settings.heading")}
        </Title>
        <RefusalAlert error={save.error} title={t("settings.refused")} />
        <TextInput
          label={t("settings.currency")}
          description={t("settings.currencyHint")}
          value={value.currency_code}
          maxLength={3}
          onChange={(e) => setValue({ ...value, currency_code: e.currentTarget.value.toUpperCase() })}
          w={220}
        />
        <Checkbox
          label={t("settings.paypalActive")}
          checked={paypal.active}
          onChange={(e) => setPaypal(e.currentTarget.checked)}
        />
        <TextInput
          label={t("settings.paypalMail")}
          type="email"
          value={value.paypal_mail}
          onChange={(e) => setValue({ ...value, paypal_mail: e.currentTarget.value })}
        />
        <Checkbox
          label={t("settings.sandbox")}
          checked={value.sand_box_mode}
          onChange={(e) => setValue({ ...value, sand_box_mode: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AddressForm({ initial }: { initial: InvoiceAddress }) {
  const { t } = useTranslation("invoices");
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (body: InvoiceAddress) => post<Written<StoredAddress>>(ADDRESS_PATH, body),
    meta: { inlineFields: ADDRESS_FIELDS },
    // The tab shown again reads the address from the cache: it holds the saved one from now on.
    onSuccess: (res) => qc.setQueryData(addressKey, res.data.value),
  });
  const { form, submit, pending } = useAddressForm(initial, save);
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit((body) => save.mutateAsync(body))}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("settings.address")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("settings.addressHint")}
        </Text>
        <AddressFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t("settings.saveAddress")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
