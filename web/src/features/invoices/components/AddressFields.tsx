import type { InvoiceAddress } from "@cairn/shared";
import { SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { fieldError } from "../../../components/fieldErrors";

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

type Props = { value: InvoiceAddress; onChange: (value: InvoiceAddress) => void; error: unknown; readOnly?: boolean };

/** The fields of an address printed on invoices: the organisation's (settings) and a client's (invoice form). */
export function AddressFields({ value, onChange, error, readOnly = false }: Props) {
  const { t } = useTranslation("invoices");
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {ADDRESS_FIELDS.map((f) => (
        <TextInput
          key={f}
          label={t(`settings.fields.${f}`)}
          value={value[f] ?? ""}
          maxLength={255}
          readOnly={readOnly}
          variant={readOnly ? "filled" : "default"}
          onChange={(e) => onChange({ ...value, [f]: e.currentTarget.value })}
          error={fieldError(error, f)}
        />
      ))}
    </SimpleGrid>
  );
}
