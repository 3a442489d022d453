import { storeProductBody } from "@cairn/shared/schemas/store-link";
import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconShoppingBag } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { PagePagination } from "../../../components/PagePagination";
import { useApiForm } from "../../../components/useApiForm";
import { useAddProduct, useProductPage } from "../hooks";

const EMPTY = { id: "", name: "", sku: "" };

/** The add form's inputs, in a row that wraps: the name takes the room the two short ones leave. */
const PRODUCT_INPUTS = [
  { name: "id", required: true, maxLength: 100, flex: "1 1 140px" },
  { name: "name", required: true, maxLength: 255, flex: "2 1 200px" },
  { name: "sku", required: false, maxLength: 100, flex: "1 1 120px" },
] as const satisfies { name: keyof typeof EMPTY; required: boolean; maxLength: number; flex: string }[];

/** The products Cairn knows (from orders or added here), searchable, with the form that adds one. */
export function ProductsCard() {
  const { t } = useTranslation("store-link");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const products = useProductPage(debounced, page);
  const rows = products.data?.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="store-products-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="store-products-heading">
          {t("products.heading")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("products.hint")}
        </Text>
        <AddProductForm />
        <TextInput
          aria-label={t("products.search")}
          placeholder={t("products.search")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={100}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={320}
        />
        {products.isPending ? (
          <Skeleton height={120} />
        ) : products.isError ? (
          <Text c="red.8">{t("products.loadError")}</Text>
        ) : rows.length === 0 ? (
          // The add form stands just above: the empty list only says so.
          <EmptyState
            message={debounced ? t("products.noMatch", { search: debounced }) : t("products.empty")}
            icon={debounced ? <IconSearch size={24} /> : <IconShoppingBag size={24} />}
          />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs" data-testid="store-products">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("products.id")}</Table.Th>
                  <Table.Th>{t("products.name")}</Table.Th>
                  <Table.Th>{t("products.sku")}</Table.Th>
                  <Table.Th>{t("products.source")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td ff="monospace">{p.id}</Table.Td>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td>{p.sku}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={p.source === "order" ? "teal" : "gray"}>
                        {t(`products.${p.source}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PagePagination total={products.data?.meta.pagination.total_pages ?? 1} value={page} onChange={setPage} />
      </Stack>
    </Paper>
  );
}

function AddProductForm() {
  const { t } = useTranslation("store-link");
  const add = useAddProduct();
  const { form, submit, pending } = useApiForm({ schema: storeProductBody, initialValues: EMPTY, write: add });
  const save = submit(async (body) => {
    await add.mutateAsync({ ...body, sku: body.sku ?? "" });
    form.reset();
  });
  return (
    <form onSubmit={save} noValidate>
      <Group align="flex-start" gap="xs">
        {PRODUCT_INPUTS.map(({ name, required, maxLength, flex }) => (
          <TextInput
            key={name}
            label={t(`products.${name}`)}
            required={required}
            maxLength={maxLength}
            style={{ flex }}
            {...form.getInputProps(name)}
          />
        ))}
        <Button type="submit" mt={25} loading={pending}>
          {t("products.add")}
        </Button>
      </Group>
    </form>
  );
}
