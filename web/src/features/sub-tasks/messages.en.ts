export default {
  title: "Sub-tasks",
  progress: "{{done}} of {{total}} sub-tasks done",
  chip: "{{done}} of {{total}} sub-tasks done",
  empty: "No sub-tasks yet.",
  add: {
    title: "New sub-task",
    placeholder: "Add a sub-task and press Enter",
    assignees: "Assignees",
    nobody: "Nobody",
    dueDate: "Due date",
    submit: "Add",
  },
  row: {
    complete: "Mark “{{title}}” complete",
    reopen: "Reopen “{{title}}”",
    drag: "Move the sub-task {{title}}",
    actions: "Actions for the sub-task {{title}}",
    title: "Title of the sub-task",
    editTitle: "Edit title",
    convert: "Convert to task",
    delete: "Delete",
    deleteMessage: "The sub-task “{{title}}” will be deleted.",
  },
  estimationFromSubTasks: "The sum of its sub-tasks' estimations.",
  dnd: {
    instructions:
      "To pick up a sub-task, press space or enter. Use the arrow keys to move it up or down. Press space or enter again to drop it, or escape to cancel.",
    picked: "Picked up {{title}}.",
    over: "{{title}} is over {{target}}.",
    dropped: "{{title}} was dropped.",
    cancelled: "Moving {{title}} was cancelled.",
  },
};
