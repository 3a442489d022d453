import { Anchor, Card, Group, Stack, Text } from "@mantine/core";
import { IconChecklist, IconFlag, IconListDetails, IconMessages } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Project } from "../../../api/types";
import { routeTo } from "../../../app/route-names";
import { formatNumber } from "../../../components/DateText";
import { UserAvatarGroup } from "../../../components/UserAvatarGroup";
import { plainText } from "../plainText";
import { ProjectActions } from "./ProjectActions";

const num = (v: unknown) => (typeof v === "number" ? v : 0);

function Count({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      <span aria-hidden style={{ display: "inline-flex", color: "var(--mantine-color-dimmed)" }}>
        {icon}
      </span>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/** A project on the projects page: title link, description excerpt, members, counts and its actions. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation("projects");
  const m = project.meta;
  const counts = (key: string, n: number) => t(`counts.${key}`, { count: n, n: formatNumber(n) });
  const members = project.assignees?.data ?? [];
  const excerpt = plainText(project.description);
  return (
    <Card withBorder padding="md" radius="md" data-testid="project-card" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor
            component={Link}
            to={routeTo("pm_overview", { project_id: project.id })}
            fw={600}
            size="lg"
            c="var(--mantine-color-text)"
            style={{ overflowWrap: "anywhere" }}
          >
            {project.title}
          </Anchor>
          <ProjectActions project={project} />
        </Group>
        {excerpt && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {excerpt}
          </Text>
        )}
        <Group gap="md" mt="auto" style={{ rowGap: 4 }}>
          <Count icon={<IconListDetails size={16} />}>{counts("lists", num(m.total_task_lists))}</Count>
          <Count icon={<IconChecklist size={16} />}>
            {num(m.total_tasks) === 0
              ? t("counts.noTasks")
              : t("counts.tasks", {
                  done: formatNumber(num(m.total_complete_tasks)),
                  n: formatNumber(num(m.total_tasks)),
                })}
          </Count>
          <Count icon={<IconMessages size={16} />}>{counts("discussions", num(m.total_discussion_boards))}</Count>
          <Count icon={<IconFlag size={16} />}>{counts("milestones", num(m.total_milestones))}</Count>
        </Group>
        {members.length > 0 && <UserAvatarGroup users={members} max={6} />}
      </Stack>
    </Card>
  );
}
