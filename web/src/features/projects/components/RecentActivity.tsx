import { Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconActivity } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DateText } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { UserAvatar } from "../../../components/UserAvatar";
import { activityText } from "../../../i18n/activity";
import { useProjectActivity } from "../hooks";

/** The latest entries of the project's log as sentences; an absent or failing feed reads as empty. */
export function RecentActivity({ projectId }: { projectId: number }) {
  const { t } = useTranslation("projects");
  const activity = useProjectActivity(projectId);
  if (activity.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  }
  const rows = activity.data?.data ?? [];
  if (rows.length === 0) return <EmptyState message={t("overview.noActivity")} icon={<IconActivity size={24} />} />;
  return (
    <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: "none" }} data-testid="activity-list">
      {rows.map((a) => {
        const actor = a.actor?.data;
        return (
          <Group key={a.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
            {actor ? <UserAvatar user={actor} /> : <span style={{ width: 32, flexShrink: 0 }} />}
            <div style={{ minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {activityText(a)}
              </Text>
              <Text size="xs" c="dimmed">
                <DateText value={a.committed_at} withTime />
              </Text>
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}
