import { ActionIcon, Button, Group, Modal, MultiSelect, Select, Stack, Text } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { useAllUsers } from "../../users/hooks";
import { useAllProducts, useProjectChoices, useSaveLink } from "../hooks";
import type { StoreLink, StoreLinkInput } from "../types";

const ROLES = ["1", "2", "3"] as const;

/** Every message the server gave for a field or its items (`product_ids.2` counts under `product_ids`). */
function errorsUnder(err: unknown, field: string): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const found = Object.entries(err.params)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
  return found.length > 0 ? [...new Set(found)].join(" ") : undefined;
}

const initial = (link: StoreLink | null): StoreLinkInput => ({
  product_ids: link?.product_ids ?? [],
  project_id: link?.project_id ?? null,
  assignees: link?.assignees.map((a) => ({ user_id: a.user_id, role_id: a.role_id })) ?? [],
});

/** Adds or edits a link: the products, the template project, the people each copy gets and their roles. */
export function LinkFormModal({ link, onClose }: { link: StoreLink | null; onClose: () => void }) {
  const { t } = useTranslation("store-link");
  const [value, setValue] = useState(() => initial(link));
  const [checked, setChecked] = useState(false);
  const products = useAllProducts(true);
  const projects = useProjectChoices(true);
  const users = useAllUsers();
  const save = useSaveLink(link?.id ?? null);
  const missing = {
    products: value.product_ids.length === 0,
    template: value.project_id === null,
    people: value.assignees.map((a) => a.user_id === null),
  };
  const submit = () => {
    setChecked(true);
    if (missing.products || missing.template || missing.people.some(Boolean)) return;
    save.mutate(value, { onSuccess: onClose });
  };
  const setAssignee = (i: number, change: Partial<StoreLinkInput["assignees"][number]>) =>
    setValue({ ...value, assignees: value.assignees.map((a, j) => (j === i ? { ...a, ...change } : a)) });
  const chosen = new Set(value.assignees.map((a) => a.user_id));
  // Two people may share a name: the picker's options show each one's e-mail under it.
  const emailOf = new Map((users.data ?? []).map((u) => [String(u.id), u.email]));
  return (
    <Modal opened onClose={onClose} title={link ? t("form.editTitle") : t("form.createTitle")} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <MultiSelect
            label={t("form.products")}
            description={t("form.productsHint")}
            withAsterisk
            searchable
            data-autofocus
            data={(products.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (#${p.id})` }))}
            value={value.product_ids}
            onChange={(ids) => setValue({ ...value, product_ids: ids })}
            error={
              (checked && missing.products ? t("form.productsRequired") : undefined) ??
              errorsUnder(save.error, "product_ids")
            }
          />
          <Select
            label={t("form.template")}
            description={t("form.templateHint")}
            withAsterisk
            searchable
            data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
            value={value.project_id === null ? null : String(value.project_id)}
            onChange={(id) => setValue({ ...value, project_id: id ? Number(id) : null })}
            error={
              (checked && missing.template ? t("form.templateRequired") : undefined) ??
              errorsUnder(save.error, "project_id")
            }
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t("form.assignees")}
            </Text>
            {value.assignees.map((a, i) => {
              const n = i + 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own until a person is chosen.
                <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                  <Select
                    aria-label={t("form.person", { n })}
                    placeholder={t("form.person", { n })}
                    searchable
                    style={{ flex: 1, minWidth: 0 }}
                    data={(users.data ?? [])
                      .filter((u) => u.id === a.user_id || !chosen.has(u.id))
                      .map((u) => ({ value: String(u.id), label: u.display_name }))}
                    renderOption={({ option }) => (
                      <Stack gap={0}>
                        <Text size="sm">{option.label}</Text>
                        <Text size="xs" c="dimmed">
                          {emailOf.get(option.value)}
                        </Text>
                      </Stack>
                    )}
                    value={a.user_id === null ? null : String(a.user_id)}
                    onChange={(id) => setAssignee(i, { user_id: id ? Number(id) : null })}
                    error={
                      (checked && missing.people[i] ? t("form.personRequired") : undefined) ??
                      errorsUnder(save.error, `assignees.${i}`)
                    }
                  />
                  <Select
                    aria-label={t("form.role", { n })}
                    w={124}
                    allowDeselect={false}
                    data={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                    value={String(a.role_id)}
                    onChange={(r) => setAssignee(i, { role_id: Number(r ?? 2) })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t("form.removePerson", { n })}
                    onClick={() => setValue({ ...value, assignees: value.assignees.filter((_, j) => j !== i) })}
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
                onClick={() => setValue({ ...value, assignees: [...value.assignees, { user_id: null, role_id: 2 }] })}
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
            <Button type="submit" loading={save.isPending}>
              {t("form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
