export default {
  title: "Unteraufgaben",
  progress: "{{done}} von {{total}} Unteraufgaben erledigt",
  chip: "{{done}} von {{total}} Unteraufgaben erledigt",
  empty: "Noch keine Unteraufgaben.",
  add: {
    title: "Neue Unteraufgabe",
    placeholder: "Unteraufgabe eingeben und Eingabetaste drücken",
    assignees: "Zuständige",
    nobody: "Niemand",
    dueDate: "Fälligkeitsdatum",
    submit: "Hinzufügen",
  },
  row: {
    complete: "„{{title}}“ als erledigt markieren",
    reopen: "„{{title}}“ wieder öffnen",
    drag: "Unteraufgabe {{title}} verschieben",
    actions: "Aktionen für die Unteraufgabe {{title}}",
    title: "Titel der Unteraufgabe",
    editTitle: "Titel bearbeiten",
    convert: "In Aufgabe umwandeln",
    delete: "Löschen",
    deleteMessage: "Die Unteraufgabe „{{title}}“ wird gelöscht.",
  },
  estimationFromSubTasks: "Die Summe der Schätzungen ihrer Unteraufgaben.",
  dnd: {
    instructions:
      "Um eine Unteraufgabe aufzunehmen, drücken Sie die Leer- oder Eingabetaste. Mit den Pfeiltasten verschieben Sie sie nach oben oder unten. Drücken Sie die Leer- oder Eingabetaste erneut, um sie abzulegen, oder Escape, um abzubrechen.",
    picked: "{{title}} aufgenommen.",
    over: "{{title}} ist über {{target}}.",
    dropped: "{{title}} wurde abgelegt.",
    cancelled: "Verschieben von {{title}} abgebrochen.",
  },
};
