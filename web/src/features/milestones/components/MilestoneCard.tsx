import { ActionIcon, Button, Card, Collapse, Divider, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCheck, IconMessage, IconPencil, IconRotate, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CommentThread } from "../../../components/comments/CommentThread";
import { PrivacyLock } from "../../../components/PrivacyLock";
import { RichTextView } from "../../../components/RichText/RichTextView";
import type { Milestone } from "../types";
import { LinkedItems } from "./LinkedItems";
import { MilestoneStatus } from "./MilestoneStatus";

type Props = {
  milestone: Milestone;
  onEdit: () => void;
  onToggleStatus: () => void;
  onDelete: () => void;
  busy: boolean;
};

/** One milestone: title, date, progress, linked work, and its comments behind a toggle. */
export function MilestoneCard({ milestone: m, onEdit, onToggleStatus, onDelete, busy }: Props) {
  const { t } = useTranslation("milestones");
  const [commentsOpen, comments] = useDisclosure(false);
  const done = m.status === "complete";
  const panelId = `milestone-${m.id}-comments`;
  return (
    <Card withBorder padding="md" data-testid="milestone" data-milestone-id={m.id} component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="nowrap">
              {m.meta.privacy ? <PrivacyLock /> : null}
              <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }} td={done ? "line-through" : undefined}>
                {m.title}
              </Title>
            </Group>
            <MilestoneStatus milestone={m} />
          </Stack>
          <Group gap={4} wrap="nowrap">
            {m.meta.can_edit ? (
              <ActionIcon variant="subtle" color="gray" aria-label={t("edit", { title: m.title })} onClick={onEdit}>
                <IconPencil size={16} />
              </ActionIcon>
            ) : null}
            {m.meta.can_delete ? (
              <ActionIcon variant="subtle" color="red" aria-label={t("delete", { title: m.title })} onClick={onDelete}>
                <IconTrash size={16} />
              </ActionIcon>
            ) : null}
          </Group>
        </Group>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {m.meta.total_tasks > 0
                ? t("progress", { done: m.meta.total_complete_tasks, total: m.meta.total_tasks })
                : t("noTasks")}
            </Text>
            <Text size="xs" fw={600}>
              {m.meta.progress}%
            </Text>
          </Group>
          <Progress value={m.meta.progress} size="sm" aria-label={`${m.title}: ${m.meta.progress}%`} />
        </Stack>
        {m.description ? <RichTextView html={m.description} projectId={m.project_id} /> : null}
        <LinkedItems milestone={m} />
        <Group gap="xs" justify="space-between">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconMessage size={14} />}
            onClick={comments.toggle}
            aria-expanded={commentsOpen}
            aria-controls={panelId}
          >
            {commentsOpen ? t("hideComments") : t("comments")}
          </Button>
          {m.meta.can_edit ? (
            <Button
              variant={done ? "default" : "light"}
              size="xs"
              leftSection={done ? <IconRotate size={14} /> : <IconCheck size={14} />}
              onClick={onToggleStatus}
              loading={busy}
            >
              {done ? t("reopen") : t("complete")}
            </Button>
          ) : null}
        </Group>
        <Collapse expanded={commentsOpen} keepMounted={false} id={panelId}>
          <Divider mb="sm" />
          <CommentThread projectId={m.project_id} commentableType="milestone" commentableId={m.id} headingOrder={4} />
        </Collapse>
      </Stack>
    </Card>
  );
}
