import { departmentBody } from "@cairn/shared/schemas/departments";
import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useApiForm } from "../../../components/useApiForm";
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
  const { form, submit, pending } = useApiForm({
    schema: departmentBody,
    initialValues: initialOf(department),
    write,
  });
  const input = form.values;
  const save = submit(async (sent) => {
    const body: DepartmentInput = {
      title: sent.title,
      lead_id: sent.lead_id ?? null,
      member_ids: sent.member_ids ?? [],
    };
    await (department ? update.mutateAsync({ id: department.id, input: body }) : create.mutateAsync(body));
    onClose();
  });
  const people = (users.data ?? []).map((u) => ({ value: String(u.id), label: u.display_name }));
  return (
    <Modal opened onClose={onClose} title={department ? t("form.editTitle") : t("form.createTitle")}>
      <form onSubmit={save} noValidate data-testid="department-form">
        <Stack gap="sm">
          <TextInput label={t("form.title")} {...form.getInputProps("title")} maxLength={100} required data-autofocus />
          <Select
            label={t("form.lead")}
            placeholder={t("form.leadPlaceholder")}
            data={people}
            {...form.getInputProps("lead_id")}
            value={input.lead_id ? String(input.lead_id) : null}
            onChange={(id) => form.setFieldValue("lead_id", id ? Number(id) : null)}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={t("form.members")}
            placeholder={input.member_ids.length ? undefined : t("form.membersPlaceholder")}
            data={people}
            {...form.getInputProps("member_ids")}
            value={input.member_ids.map(String)}
            onChange={(ids) => form.setFieldValue("member_ids", ids.map(Number))}
            searchable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={write.isPending} disabled={pending}>
              {department ? t("form.save") : t("form.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
