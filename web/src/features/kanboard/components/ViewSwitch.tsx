import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { routeTo } from "../../../app/route-names";
import { useSaveListViewType } from "../hooks";
import type { ListViewType } from "../types";

/**
 * List or board: the reader's way of seeing this project's tasks, remembered on the server (the original's
 * `list_view_type`), so the Task Lists tab opens the board for whoever chose it, on any device.
 */
export function ViewSwitch({ projectId, current }: { projectId: number; current: ListViewType }) {
  const { t } = useTranslation("kanboard");
  const navigate = useNavigate();
  const save = useSaveListViewType(projectId);
  return (
    <SegmentedControl
      size="xs"
      aria-label={t("view.label")}
      value={current}
      onChange={(value) => {
        const view = value as ListViewType;
        save.mutate(view);
        void navigate(routeTo(view === "kanboard" ? "kanboard" : "task_lists", { project_id: projectId }));
      }}
      data={[
        { value: "list", label: t("view.list") },
        { value: "kanboard", label: t("view.kanboard") },
      ]}
    />
  );
}
