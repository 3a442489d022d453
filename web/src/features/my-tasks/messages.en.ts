export default {
  title: "My Tasks",
  menu: "My Tasks",
  tabs: { tasks: "Tasks" },
  groups: { overdue: "Overdue", current: "Current", completed: "Completed" },
  empty: {
    overdue: "Nothing overdue.",
    current: "No open tasks.",
    completed: "No completed tasks yet.",
  },
  due: "Due {{date}}",
  noDue: "No due date",
  completedOn: "Completed {{date}}",
  inProject: "in {{project}}",
  showMore: "Show more completed tasks",
};
