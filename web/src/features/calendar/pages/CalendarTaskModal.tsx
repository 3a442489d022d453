import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import TaskModal from "../../tasks/pages/TaskModal";
import { CALENDAR_KEY } from "../api";

/**
 * calendar_single_task: the single task over the calendar it was opened from, closing back to it with the
 * same query string, naming the task's project and list (the calendar mixes projects, a copy's tasks alike).
 * Whatever was changed in it (dates, title, status) shows on the calendar once it closes.
 */
export default function CalendarTaskModal({ inProject = false }: { inProject?: boolean }) {
  const { search } = useLocation();
  const qc = useQueryClient();
  useEffect(() => () => void qc.invalidateQueries({ queryKey: CALENDAR_KEY }), [qc]);
  return (
    <TaskModal
      backTo={({ projectId }) => (inProject ? `/projects/${projectId}/calendar${search}` : `/calendar${search}`)}
      withProject
    />
  );
}
