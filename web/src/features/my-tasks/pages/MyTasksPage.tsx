import { Button, Stack } from "@mantine/core";
import { IconChecklist, IconCircleCheck, IconListCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import { todayIso } from "../../../components/DateText";
import { MyTasksHeader } from "../components/MyTasksHeader";
import { TaskGroup } from "../components/TaskGroup";
import { groupOpenTasks } from "../grouping";
import { useCompletedTasks, useOpenTasks } from "../hooks";

/** The signed-in user's tasks across projects: overdue, current and completed (the menu's Tasks entry). */
export default function MyTasksPage() {
  const me = useMe().data;
  if (!me) return null;
  return (
    <Stack gap="md">
      <MyTasksHeader />
      <TaskGroups userId={me.id} />
    </Stack>
  );
}

function TaskGroups({ userId }: { userId: number }) {
  const { t } = useTranslation("my-tasks");
  const open = useOpenTasks(userId);
  const completed = useCompletedTasks(userId);
  const groups = open.data ? groupOpenTasks(open.data, todayIso()) : undefined;
  const done = completed.data?.pages.flatMap((p) => p.data);
  const doneTotal = completed.data?.pages[0]?.meta.pagination.total;
  return (
    <Stack gap="xl">
      <TaskGroup
        id="overdue"
        title={t("groups.overdue")}
        color="red"
        tasks={groups?.overdue}
        empty={t("empty.overdue")}
        emptyIcon={<IconCircleCheck size={18} />}
        overdue
      />
      <TaskGroup
        id="current"
        title={t("groups.current")}
        color="teal"
        tasks={groups?.current}
        empty={t("empty.current")}
        emptyIcon={<IconChecklist size={18} />}
      />
      <TaskGroup
        id="completed"
        title={t("groups.completed")}
        color="gray"
        tasks={done}
        total={doneTotal}
        empty={t("empty.completed")}
        emptyIcon={<IconListCheck size={18} />}
        footer={
          completed.hasNextPage && (
            <Button
              variant="subtle"
              onClick={() => void completed.fetchNextPage()}
              loading={completed.isFetchingNextPage}
              disabled={completed.isFetchingNextPage}
              style={{ alignSelf: "flex-start" }}
            >
              {t("showMore")}
            </Button>
          )
        }
      />
    </Stack>
  );
}
