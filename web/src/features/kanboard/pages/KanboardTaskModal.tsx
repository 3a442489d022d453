import TaskModal from "../../tasks/pages/TaskModal";

/** kanboard_single_task: the single task over the board, closing back to it (task writes refresh the board). */
export default function KanboardTaskModal() {
  return <TaskModal backTo={({ projectId }) => `/projects/${projectId}/kanboard`} />;
}
