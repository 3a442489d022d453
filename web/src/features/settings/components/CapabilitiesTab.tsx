import {
  CAPABILITY_GROUPS,
  type CapabilityKey,
  normalizeCapabilities,
  type ProjectCapabilities,
} from "@cairn/shared/capabilities";
import { capabilitiesValue } from "@cairn/shared/schemas/settings";
import { Checkbox, Group, Stack, Table, Text } from "@mantine/core";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { PageLoader } from "../../../components/PageLoader";
import { useApiForm } from "../../../components/useApiForm";
import { useSaveSettings, useSettings } from "../api";
import { SaveChanges } from "./SaveChanges";

const ROLES = ["co_worker", "client"] as const;
type Role = (typeof ROLES)[number];

/** What co-workers and clients may do; the form appears once the stored flags have loaded. */
export default function CapabilitiesTab({ project }: { project: Project }) {
  const settings = useSettings(project.id);
  if (!settings.data) return <PageLoader rows={6} />;
  return <CapabilitiesForm project={project} initial={normalizeCapabilities(settings.data.capabilities)} />;
}

function CapabilitiesForm({ project, initial }: { project: Project; initial: ProjectCapabilities }) {
  const { t } = useTranslation("settings");
  // A refusal names the whole value (no checkbox of its own): the toast says it.
  const save = useSaveSettings(project.id);
  const { form, submit, pending } = useApiForm({
    schema: capabilitiesValue,
    initialValues: initial,
    write: save,
  });
  const flag = (role: Role, key: CapabilityKey) => form.getInputProps(`${role}.${key}`, { type: "checkbox" });
  const roleName = (role: Role) => t(`capabilities.${role}`);
  return (
    <form onSubmit={submit((capabilities) => save.mutateAsync({ capabilities }))} data-testid="capabilities-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("capabilities.intro")}
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder verticalSpacing="xs" maw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("capabilities.capability")}</Table.Th>
                {ROLES.map((role) => (
                  <Table.Th key={role} scope="col" ta="center" w={110}>
                    {roleName(role)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {CAPABILITY_GROUPS.map(({ group, keys }) => (
                <Fragment key={group}>
                  <Table.Tr bg="var(--mantine-color-default-hover)">
                    <Table.Th scope="colgroup" colSpan={3}>
                      {t(`capabilities.groups.${group}`)}
                    </Table.Th>
                  </Table.Tr>
                  {keys.map((key) => (
                    <Table.Tr key={key}>
                      <Table.Th scope="row" fw={400} pl="lg">
                        {t(`capabilities.flags.${key}`)}
                      </Table.Th>
                      {ROLES.map((role) => (
                        <Table.Td key={role}>
                          <Group justify="center">
                            <Checkbox
                              {...flag(role, key)}
                              aria-label={t("capabilities.checkbox", {
                                role: roleName(role),
                                capability: t(`capabilities.flags.${key}`),
                              })}
                              data-testid={`capability-${role}-${key}`}
                            />
                          </Group>
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SaveChanges pending={pending} />
      </Stack>
    </form>
  );
}
