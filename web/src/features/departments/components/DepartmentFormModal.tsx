import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFieldErrors } from "../../../components/fieldErrors";
import { useSingleSubmit } from "../../../components/useSingleSubmit";
import { useAllUsers } from "../../users/hooks";
import { type Department, type DepartmentInput, useDepartmentWrites } from "../api";

type Props = { department?: Department; onClose: () => void };

const initialOf = (d?: Department): DepartmentInput => ({
  title: d?.title ?? "",
  lead_id: d?.lead?.data?.id ?? null,
  member_ids: d?.members.data.map((u) => u.id) ?? [],
});

/** Create or edit a department: its title, its lead and its members. */
export function DepartmentFormModal({ department, onClose }: Props) {
  const { t } = useTranslation("departments");
  const users = useAllUsers();
  const { create, update } = useDepartmentWrites();
  const write = department ? update : create;
  const [input, setInput] = useState(() => initialOf(department));
  const errors = useFieldErrors(write.error);
  const once = useSingleSubmit();
  const change = (patch: Partial<DepartmentInput>) => {
    for (const field of Object.keys(patch)) errors.clear(field);
    setInput((i) => ({ ...i, ...patch }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...input, title: input.title.trim() };
    const saved = await once(() =>
      department ? update.mutateAsync({ id: department.id, input: body }) : create.mutateAsync(body),
    );
    if (saved) onClose();
  };
  const people = (users.data ?? []).map((u) => ({ value: String(u.id), label: u.display_name }));
  return (
    <Modal opened onClose={onClose} title={department ? t("form.editTitle") : t("form.createTitle")}>
      <form onSubmit={submit} noValidate data-testid="department-form">
        <Stack gap="sm">
          <TextInput
            label={t("form.title")}
            value={input.title}
            onChange={(e) => change({ title: e.currentTarget.value })}
            error={errors.error("title")}
            maxLength={100}
            required
            data-autofocus
          />
          <Select
            label={t("form.lead")}
            placeholder={t("form.leadPlaceholder")}
            data={people}
            value={input.lead_id ? String(input.lead_id) : null}
            onChange={(id) => change({ lead_id: id ? Number(id) : null })}
            error={errors.error("lead_id")}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={t("form.members")}
            placeholder={input.member_ids.length ? undefined : t("form.membersPlaceholder")}
            data={people}
            value={input.member_ids.map(String)}
            onChange={(ids) => change({ member_ids: ids.map(Number) })}
            error={errors.error("member_ids")}
            searchable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={write.isPending}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={write.isPending} disabled={write.isPending}>
              {department ? t("form.save") : t("form.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
