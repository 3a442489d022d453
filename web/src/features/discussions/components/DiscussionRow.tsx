import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { IconMessage, IconPaperclip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeTo } from "../../../app/route-names";
import { formatDateTime } from "../../../components/DateText";
import { PrivacyLock } from "../../../components/PrivacyLock";
import { UserAvatar } from "../../../components/UserAvatar";
import type { Discussion } from "../types";

/** One discussion in the list: its title links to the discussion. */
export function DiscussionRow({ discussion: d }: { discussion: Discussion }) {
  const { t } = useTranslation("discussions");
  const creator = d.creator.data ?? { id: d.created_by, display_name: t("formerMember") };
  return (
    <Paper component="li" withBorder p="sm" data-testid="discussion-row">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <UserAvatar user={creator} size={32} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            {d.meta.privacy ? <PrivacyLock /> : null}
            <Anchor
              component={Link}
              to={routeTo("individual_discussions", { project_id: d.project_id, discussion_id: d.id })}
              fw={600}
              style={{ overflowWrap: "anywhere" }}
            >
              {d.title}
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed">
            {t("by", { name: creator.display_name })} ·{" "}
            <time
              dateTime={d.created_at.datetime ?? undefined}
              title={formatDateTime(d.created_at)}
              style={{ whiteSpace: "nowrap" }}
            >
              {formatDateTime(d.created_at, { time: false })}
            </time>
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flex: "none" }}>
          <Group gap={4} wrap="nowrap">
            <IconMessage size={14} aria-hidden />
            <Text size="xs">{t("comments", { count: d.meta.total_comments })}</Text>
          </Group>
          {d.meta.total_files > 0 ? (
            <Group gap={4} wrap="nowrap">
              <IconPaperclip size={14} aria-hidden />
              <Text size="xs">{t("files", { count: d.meta.total_files })}</Text>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
