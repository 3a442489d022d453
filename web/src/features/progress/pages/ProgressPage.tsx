import { Anchor, Badge, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconActivity } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useMe } from "../../../api/me";
import type { Activity } from "../../../api/types";
import { ManagersOnly } from "../../../app/ManagersOnly";
import { routeTo } from "../../../app/route-names";
import { DateText, userLocale, userTimeZone } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { UserAvatar } from "../../../components/UserAvatar";
import { activityText } from "../../../i18n/activity";
import { groupByDay } from "../grouping";
import { type LiveState, useLiveProgress, useProgress } from "../hooks";
import classes from "./ProgressPage.module.css";

/** The managers' progress feed: every project's activity by day, newest first, live. */
export default function ProgressPage() {
  const { t } = useTranslation("progress");
  return (
    <ManagersOnly title={t("title")}>
      <Feed />
    </ManagersOnly>
  );
}

function Feed() {
  const { t } = useTranslation("progress");
  const first = Math.max(1, Number(useParams().current_page_number) || 1);
  const manager = Boolean(useMe().data?.capabilities.manage);
  const feed = useProgress(first);
  const live = useLiveProgress(first, manager && feed.isSuccess);
  const rows = feed.data?.pages.flatMap((p) => p.data) ?? [];
  const total = feed.data?.pages.at(-1)?.meta.pagination.total ?? 0;
  const groups = groupByDay(rows, userTimeZone(), userLocale());
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t("title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("intro")}
          </Text>
        </Stack>
        {first === 1 && feed.isSuccess && <LiveBadge state={live.state} />}
      </Group>
      {feed.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("loading")} />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState message={t("empty")} icon={<IconActivity size={24} />} testId="progress-empty" />
      ) : (
        groups.map((g) => (
          <section key={g.day} aria-labelledby={`day-${g.day}`} className={classes.day}>
            <Title order={2} size="h5" id={`day-${g.day}`} className={classes.dayTitle}>
              {g.label}
            </Title>
            <ol className={classes.entries}>
              {g.entries.map((a) => (
                <Entry key={a.id} activity={a} fresh={live.arrived.has(a.id)} />
              ))}
            </ol>
          </section>
        ))
      )}
      {feed.hasNextPage && rows.length < total && (
        <Center>
          <Button variant="subtle" onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
            {t("loadMore")}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

function LiveBadge({ state }: { state: LiveState }) {
  const { t } = useTranslation("progress");
  const on = state === "live";
  return (
    <Badge
      variant="light"
      color={on ? "teal" : "gray"}
      leftSection={<span className={classes.dot} data-on={on || undefined} aria-hidden />}
      role="status"
      data-testid="progress-live"
    >
      {on ? t("live") : t("reconnecting")}
    </Badge>
  );
}

function Entry({ activity, fresh }: { activity: Activity; fresh: boolean }) {
  const { t } = useTranslation("progress");
  const actor = activity.actor?.data;
  const project = activity.project?.data;
  const kind = ["create", "update", "delete", "complete"].includes(activity.action_type)
    ? activity.action_type
    : "other";
  return (
    <li className={classes.entry} data-fresh={fresh || undefined} data-testid="progress-entry">
      {actor ? <UserAvatar user={actor} /> : <span className={classes.avatarSpace} />}
      <div className={classes.body}>
        <Group gap={6} wrap="wrap">
          {project ? (
            <Anchor component={Link} to={routeTo("pm_overview", { project_id: project.id })} size="sm" fw={600}>
              {project.title}
            </Anchor>
          ) : (
            <Text size="sm" fw={600}>
              {t("noProject")}
            </Text>
          )}
          <Badge size="xs" variant="light" color="gray">
            {t(`action.${kind}`)}
          </Badge>
        </Group>
        <Text size="sm" className={classes.sentence}>
          {activityText(activity)}
        </Text>
        <Text size="xs" c="dimmed">
          <DateText value={activity.committed_at} withTime />
        </Text>
      </div>
    </li>
  );
}
