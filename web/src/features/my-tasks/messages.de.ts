export default {
  title: "Meine Aufgaben",
  menu: "Meine Aufgaben",
  tabs: { tasks: "Aufgaben" },
  groups: { overdue: "Überfällig", current: "Aktuell", completed: "Erledigt" },
  empty: {
    overdue: "Nichts ist überfällig.",
    current: "Keine offenen Aufgaben.",
    completed: "Noch keine erledigten Aufgaben.",
  },
  due: "Fällig am {{date}}",
  noDue: "Kein Fälligkeitsdatum",
  completedOn: "Erledigt am {{date}}",
  inProject: "in {{project}}",
  showMore: "Weitere erledigte Aufgaben zeigen",
};
