import { Alert, Button, Group, Stack, Table, Text } from "@mantine/core";
import { IconBuildingCommunity, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { RowActions } from "../../../components/RowActions";
import { UserAvatarGroup } from "../../../components/UserAvatarGroup";
import { settingOn } from "../../general-settings/settingValue";
import { useSettings } from "../../settings/api";
import { SettingsTable } from "../../settings/components/SettingsTable";
import { type Department, useDepartments, useDepartmentWrites } from "../api";
import { DepartmentFormModal } from "./DepartmentFormModal";

/** Departments for the ERP integration: list, create, edit (title, lead, members) and delete. */
export default function DepartmentsTab() {
  const { t } = useTranslation("departments");
  const departments = useDepartments();
  const erpOn = settingOn(useSettings().data?.erp_integration, false);
  const { remove } = useDepartmentWrites();
  // "new": creating; a department: editing it; null: no form.
  const [form, setForm] = useState<Department | "new" | null>(null);
  const del = async (d: Department) => {
    if (await confirmAction({ message: t("deleteMessage", { title: d.title }) })) remove.mutate(d.id);
  };
  const all = departments.data ?? [];
  const empty = !departments.isPending && all.length === 0;
  const create = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setForm("new")}>
      {t("create")}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Text size="sm" c="dimmed" maw={640}>
          {t("intro")}
        </Text>
        {/* With no department yet, the button stands in the empty state instead. */}
        {!empty && create}
      </Group>
      {!erpOn && <Alert color="gray">{t("erpOff")}</Alert>}
      {departments.isPending ? (
        <PageLoader rows={3} />
      ) : all.length === 0 ? (
        <EmptyState message={t("empty")} icon={<IconBuildingCommunity size={24} />} action={create} />
      ) : (
        <SettingsTable
          testId="departments-table"
          minWidth={480}
          columns={[t("columns.title"), t("columns.lead"), t("columns.members"), t("columns.action")]}
        >
          {all.map((d) => (
            <Table.Tr key={d.id} data-testid="department-row">
              <Table.Td fw={500} style={{ overflowWrap: "anywhere" }}>
                {d.title}
              </Table.Td>
              <Table.Td>
                {d.lead?.data?.display_name ?? (
                  <Text c="dimmed" size="sm">
                    {t("noLead")}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {d.members.data.length ? (
                  <UserAvatarGroup users={d.members.data} max={5} />
                ) : (
                  <Text c="dimmed" size="sm">
                    {t("noMembers")}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <RowActions
                  onEdit={() => setForm(d)}
                  onDelete={() => void del(d)}
                  editLabel={t("editLabel", { title: d.title })}
                  deleteLabel={t("deleteLabel", { title: d.title })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </SettingsTable>
      )}
      {form && <DepartmentFormModal department={form === "new" ? undefined : form} onClose={() => setForm(null)} />}
    </Stack>
  );
}
