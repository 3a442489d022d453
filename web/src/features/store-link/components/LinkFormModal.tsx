import { storeLinkBody } from "@cairn/shared/schemas/store-link";
import { ActionIcon, Button, Group, Modal, MultiSelect, Select, Stack, Text } from "@mantine/core";
import type { FormErrors } from "@mantine/form";
import { IconPlus, IconX } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useApiForm } from "../../../components/useApiForm";
import { useAllUsers } from "../../users/hooks";
import { useAllProducts, useProjectChoices, useSaveLink } from "../hooks";
import type { StoreLink } from "../types";

const ROLES = ["1", "2", "3"] as const;

/** The link as its pickers hold it: ids as the options' strings, a row's person empty until chosen. */
type LinkValues = {
  product_ids: string[];
  project_id: string | null;
  assignees: { user_id: string | null; role_id: string }[];
};

/**
 * The save's own schema, with one rule of the form's: a row without a person (the server only ever sees ids)
 * is refused with the form's message before the row's id is held to the server's rule.
 */
const linkFormBody = (personRequired: string) =>
  storeLinkBody.safeExtend({
    assignees: z
      .array(
        z.object({ user_id: z.unknown().refine((id): boolean => id !== null, personRequired), role_id: z.unknown() }),
      )
      .pipe(storeLinkBody.shape.assignees.unwrap()),
  });

const isUnder = (path: string, field: string) => path === field || path.startsWith(`${field}.`);

/** Every message for a field or its items (`product_ids.2` counts under `product_ids`), each once. */
function messagesUnder(errors: FormErrors, field: string): string | undefined {
  const found = Object.entries(errors)
    .filter(([path]) => isUnder(path, field))
    .map(([, message]) => String(message));
  return found.length > 0 ? [...new Set(found)].join(" ") : undefined;
}

const initial = (link: StoreLink | null): LinkValues => ({
  product_ids: link?.product_ids ?? [],
  project_id: link ? String(link.project_id) : null,
  assignees: link?.assignees.map((a) => ({ user_id: String(a.user_id), role_id: String(a.role_id) })) ?? [],
});

/** Adds or edits a link: the products, the template project, the people each copy gets and their roles. */
export function LinkFormModal({ link, onClose }: { link: StoreLink | null; onClose: () => void }) {
  const { t } = useTranslation("store-link");
  const products = useAllProducts(true);
  const projects = useProjectChoices(true);
  const users = useAllUsers();
  const save = useSaveLink(link?.id ?? null);
  const schema = useMemo(() => linkFormBody(t("form.personRequired")), [t]);
  const { form, submit, pending } = useApiForm({ schema, initialValues: initial(link), write: save });
  const send = submit(async (body) => {
    await save.mutateAsync(body);
    onClose();
  });
  /** An input stands for its field's items too: editing it takes their messages away with its own. */
  const edited = (field: string) =>
    form.setErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([path]) => !isUnder(path, field))));
  const pick = (field: string, value: unknown) => {
    form.setFieldValue(field, value);
    edited(field);
  };
  const { values } = form;
  const chosen = new Set(values.assignees.map((a) => a.user_id));
  // Two people may share a name: the picker's options show each one's e-mail under it.
  const emailOf = new Map((users.data ?? []).map((u) => [String(u.id), u.email]));
  return (
    <Modal opened onClose={onClose} title={link ? t("form.editTitle") : t("form.createTitle")} size="lg">
      <form onSubmit={send}>
        <Stack gap="sm">
          <MultiSelect
            label={t("form.products")}
            description={t("form.productsHint")}
            withAsterisk
            searchable
            data-autofocus
            data={(products.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (#${p.id})` }))}
            value={values.product_ids}
            onChange={(ids) => pick("product_ids", ids)}
            error={messagesUnder(form.errors, "product_ids")}
          />
          <Select
            label={t("form.template")}
            description={t("form.templateHint")}
            withAsterisk
            searchable
            data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
            value={values.project_id}
            onChange={(id) => pick("project_id", id)}
            error={messagesUnder(form.errors, "project_id")}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t("form.assignees")}
            </Text>
            {values.assignees.map((a, i) => {
              const n = i + 1;
              const row = `assignees.${i}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own until a person is chosen.
                <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                  <Select
                    aria-label={t("form.person", { n })}
                    placeholder={t("form.person", { n })}
                    searchable
                    style={{ flex: 1, minWidth: 0 }}
                    data={(users.data ?? [])
                      .filter((u) => String(u.id) === a.user_id || !chosen.has(String(u.id)))
                      .map((u) => ({ value: String(u.id), label: u.display_name }))}
                    renderOption={({ option }) => (
                      <Stack gap={0}>
                        <Text size="sm">{option.label}</Text>
                        <Text size="xs" c="dimmed">
                          {emailOf.get(option.value)}
                        </Text>
                      </Stack>
                    )}
                    value={a.user_id}
                    onChange={(id) => pick(`${row}.user_id`, id)}
                    error={messagesUnder(form.errors, row)}
                  />
                  <Select
                    aria-label={t("form.role", { n })}
                    w={124}
                    allowDeselect={false}
                    data={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                    value={a.role_id}
                    onChange={(r) => r && pick(`${row}.role_id`, r)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t("form.removePerson", { n })}
                    onClick={() => form.removeListItem("assignees", i)}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
            <Group justify="space-between">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => form.insertListItem("assignees", { user_id: null, role_id: "2" })}
              >
                {t("form.addPerson")}
              </Button>
              <Text size="xs" c="dimmed">
                {t("form.customerNote")}
              </Text>
            </Group>
          </Stack>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={pending}>
              {t("form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
