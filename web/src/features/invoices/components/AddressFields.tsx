import type { InvoiceAddress } from "@cairn/shared";
import { invoiceAddress } from "@cairn/shared/schemas/invoices";
import { SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useApiForm } from "../../../components/useApiForm";

/** Each input shows its own field's refusal: the saves list these as their inlineFields. */
export const ADDRESS_FIELDS = [
  "name",
  "address_1",
  "address_2",
  "city",
  "state",
  "zip",
  "country",
  "email",
  "phone",
  "tax_number",
] as const;

/** An address form on the shared address schema: every field present (empty when unset), as its inputs show it. */
export function useAddressForm(initial: InvoiceAddress, write: { isPending: boolean; error: unknown }) {
  const initialValues = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, initial[f] ?? ""])) as InvoiceAddress;
  return useApiForm({ schema: invoiceAddress, initialValues, write });
}

type Props = { form: ReturnType<typeof useAddressForm>["form"]; readOnly?: boolean };

/** The fields of an address printed on invoices: the organisation's (settings) and a client's (invoice form). */
export function AddressFields({ form, readOnly = false }: Props) {
  const { t } = useTranslation("invoices");
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {ADDRESS_FIELDS.map((f) => (
        <TextInput
          key={f}
          label={t(`settings.fields.${f}`)}
          readOnly={readOnly}
          variant={readOnly ? "filled" : "default"}
          {...form.getInputProps(f)}
        />
      ))}
    </SimpleGrid>
  );
}
