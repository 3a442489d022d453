import { ActionIcon, Alert, Anchor, Badge, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconFlag, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { can, useProject, useProjectId } from "../../../api/project";
import { routeTo } from "../../../app/route-names";
import { AttachmentList } from "../../../components/attachments/AttachmentList";
import { CommentThread } from "../../../components/comments/CommentThread";
import { confirmAction } from "../../../components/confirm";
import { formatDateTime } from "../../../components/DateText";
import { PageLoader } from "../../../components/PageLoader";
import { PrivacyLock } from "../../../components/PrivacyLock";
import { RichTextView } from "../../../components/RichText/RichTextView";
import { UserAvatar } from "../../../components/UserAvatar";
import { useMilestoneOptions } from "../../milestones/api";
import { discussionsKey, useDiscussion, useDiscussionWrites } from "../api";
import { DiscussionForm } from "../components/DiscussionForm";

export default function DiscussionPage() {
  const { t } = useTranslation("discussions");
  const projectId = useProjectId();
  const id = Number(useParams().discussionId);
  const project = useProject(projectId).data;
  const discussion = useDiscussion(projectId, id);
  const milestones = useMilestoneOptions(projectId);
  const { update, remove } = useDiscussionWrites(projectId);
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listPath = routeTo("discussions", { project_id: projectId });
  const back = (
    <Anchor component={Link} to={listPath} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t("back")}
      </Group>
    </Anchor>
  );

  if (discussion.isPending) return <PageLoader />;
  const d = discussion.data;
  if (!d) {
    return (
      <Stack gap="sm">
        {back}
        <Alert color="gray" data-testid="discussion-missing">
          {t("notFound")}
        </Alert>
      </Stack>
    );
  }
  const creator = d.creator.data ?? { id: d.created_by, display_name: t("formerMember") };
  const milestone = milestones.data?.find((m) => m.id === d.milestone_id);
  const onDelete = async () => {
    if (!(await confirmAction())) return;
    remove.mutate(d.id, { onSuccess: () => void navigate(listPath, { replace: true }) });
  };

  return (
    <Stack gap="md">
      {back}
      <Paper withBorder p={{ base: "sm", sm: "md" }} component="article">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Group gap={8} wrap="nowrap" miw={0}>
              {d.meta.privacy ? <PrivacyLock size={20} /> : null}
              <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
                {d.title}
              </Title>
            </Group>
            <Group gap={4} wrap="nowrap">
              {d.meta.can_edit ? (
                <ActionIcon variant="subtle" color="gray" aria-label={t("edit")} onClick={() => setEditing(true)}>
                  <IconPencil size={18} />
                </ActionIcon>
              ) : null}
              {d.meta.can_delete ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("delete")}
                  onClick={() => void onDelete()}
                  loading={remove.isPending}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              ) : null}
            </Group>
          </Group>
          <Group gap="xs" wrap="wrap">
            <UserAvatar user={creator} size={32} />
            <Text size="sm" fw={600}>
              {creator.display_name}
            </Text>
            <Text size="sm" c="dimmed" component="time" dateTime={d.created_at.datetime ?? undefined}>
              {formatDateTime(d.created_at)}
            </Text>
            {milestone ? (
              <Badge
                component={Link}
                to={routeTo("milestones", { project_id: projectId })}
                variant="light"
                color="gray"
                tt="none"
                leftSection={<IconFlag size={12} aria-hidden />}
                style={{ cursor: "pointer" }}
              >
                {t("milestone", { title: milestone.title })}
              </Badge>
            ) : null}
          </Group>
          <RichTextView html={d.description} projectId={projectId} />
          <AttachmentList files={d.files.data} />
        </Stack>
      </Paper>
      <Divider />
      <CommentThread
        projectId={projectId}
        commentableType="discussion_board"
        commentableId={d.id}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: discussionsKey(projectId) })}
      />
      {editing ? (
        <DiscussionForm
          projectId={projectId}
          discussion={d}
          canSetPrivacy={can(project, "view_private_message")}
          pending={update.isPending}
          error={update.error}
          onSubmit={(draft) => update.mutate({ id: d.id, draft }, { onSuccess: () => setEditing(false) })}
          onClose={() => {
            setEditing(false);
            update.reset();
          }}
        />
      ) : null}
    </Stack>
  );
}
