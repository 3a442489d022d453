import { MODULE } from "@cairn/shared/modules";
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { IconChecklist, IconFiles, IconFlag, IconListDetails, IconMessages, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDisabledModules } from "../../../api/modules";
import type { Project } from "../../../api/types";
import { formatNumber } from "../../../components/DateText";

const num = (v: unknown) => (typeof v === "number" ? v : 0);

function Stat({ label, value, hint, icon }: { label: string; value: number; hint?: string; icon: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`count-${label}`}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Group gap={6} align="baseline" wrap="nowrap">
            <Text size="xl" fw={700} lh={1.1}>
              {formatNumber(value)}
            </Text>
            {hint && (
              <Text size="xs" c="dimmed" truncate>
                {hint}
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {label}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** The project's counts, as the server sends them in `meta`. */
export function OverviewCounts({ project }: { project: Project }) {
  const { t } = useTranslation("projects");
  const m = project.meta;
  // The files are kept while their module is off, but nothing leads to them: no count either.
  const filesOn = !useDisabledModules().has(MODULE.files);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      <Stat label={t("overview.lists")} value={num(m.total_task_lists)} icon={<IconListDetails size={20} />} />
      <Stat
        label={t("overview.tasks")}
        value={num(m.total_tasks)}
        hint={t("overview.tasksDone", { done: formatNumber(num(m.total_complete_tasks)) })}
        icon={<IconChecklist size={20} />}
      />
      <Stat
        label={t("overview.discussions")}
        value={num(m.total_discussion_boards)}
        icon={<IconMessages size={20} />}
      />
      <Stat label={t("overview.milestones")} value={num(m.total_milestones)} icon={<IconFlag size={20} />} />
      {filesOn && <Stat label={t("overview.files")} value={num(m.total_files)} icon={<IconFiles size={20} />} />}
      <Stat label={t("overview.members")} value={num(m.total_users)} icon={<IconUsers size={20} />} />
    </SimpleGrid>
  );
}
