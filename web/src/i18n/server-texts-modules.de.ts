/** Die Module, wie ihre Registrierung sie nennt und beschreibt (der Bildschirm „Module“). */
export const moduleServerTexts: Record<string, string> = {
  Calendar: "Kalender",
  "A month, week and day calendar of tasks and milestones, a week timeline per person, rescheduling by drag and drop, and a personal iCal feed for other calendar apps.":
    "Ein Monats-, Wochen- und Tageskalender der Aufgaben und Meilensteine, eine Wochenzeitleiste je Person, Verschieben per Ziehen und Ablegen und ein persönlicher iCal-Feed für andere Kalender-Apps.",
  "Custom fields": "Eigene Felder",
  "Fields of your own on each project's tasks: text, numbers, dates, dropdowns, checkboxes, links and people, shown in the task, the lists and on the board, and used to filter.":
    "Eigene Felder für die Aufgaben jedes Projekts: Text, Zahlen, Daten, Auswahllisten, Kontrollkästchen, Links und Personen, gezeigt in der Aufgabe, in den Listen und auf dem Board, und zum Filtern verwendet.",
  Files: "Dateien",
  "Folders, documents, links and uploaded files in every project, with comments and revisions. Switched off, the Files tab and its pages disappear; nothing stored is deleted.":
    "Ordner, Dokumente, Links und hochgeladene Dateien in jedem Projekt, mit Kommentaren und Versionen. Ausgeschaltet verschwinden der Reiter „Dateien“ und seine Seiten; nichts Gespeichertes wird gelöscht.",
  Gantt: "Gantt-Diagramm",
  "Each project's lists and tasks on a timeline: drag bars to change dates, link tasks that depend on each other, and let successors move along.":
    "Die Listen und Aufgaben jedes Projekts auf einer Zeitleiste: Balken ziehen, um Termine zu ändern, voneinander abhängige Aufgaben verknüpfen und Nachfolger mitwandern lassen.",
  "GitHub & Bitbucket": "GitHub und Bitbucket",
  "Turn a repository's issues and their comments into the project's tasks and comments, and keep them in step.":
    "Die Issues eines Repositorys und ihre Kommentare zu Aufgaben und Kommentaren des Projekts machen und auf dem gleichen Stand halten.",
  Invoices: "Rechnungen",
  "Bill a project's clients: invoices with task and item lines, taxes and discount, payments, PDF and e-mail.":
    "Den Kunden eines Projekts Rechnungen stellen: mit Aufgaben- und Positionszeilen, Steuern und Rabatt, Zahlungen, PDF und E-Mail.",
  Kanboard: "Kanban-Board",
  "Each project's tasks as cards in columns: drag them between columns, let columns complete, reopen or assign the tasks that land in them.":
    "Die Aufgaben jedes Projekts als Karten in Spalten: zwischen Spalten ziehen, und Spalten die Aufgaben erledigen, wieder öffnen oder zuweisen lassen, die in ihnen landen.",
  Progress: "Fortschritt",
  "Everything that happens in every project, newest first and live, for managers. Switched off, the Progress page goes; the activity log stays.":
    "Alles, was in allen Projekten geschieht, das Neueste zuerst und live, für Manager. Ausgeschaltet verschwindet die Seite „Fortschritt“; das Aktivitätsprotokoll bleibt.",
  Reports: "Berichte",
  "Reports for managers on overdue, completed, unassigned and milestone tasks, user activities and an advanced report, with CSV and PDF exports, and everyone's personal report under My Tasks. Switched off, the Reports menus disappear; no data is deleted.":
    "Berichte für Manager über überfällige, erledigte, nicht zugewiesene Aufgaben und Aufgaben nach Meilenstein, Aktivitäten der Benutzer und ein erweiterter Bericht, mit Export als CSV und PDF, dazu der persönliche Bericht jedes Mitglieds unter „Meine Aufgaben“. Ausgeschaltet verschwinden die Menüs der Berichte; keine Daten werden gelöscht.",
  Search: "Suche",
  "Find tasks, task lists, discussions, milestones, docs, links, files and projects by their titles, texts and comments, from the header of every page (/ or Ctrl+K) and from each project.":
    "Aufgaben, Aufgabenlisten, Diskussionen, Meilensteine, Dokumente, Links, Dateien und Projekte nach Titel, Text und Kommentaren finden, aus der Kopfzeile jeder Seite (/ oder Strg+K) und aus jedem Projekt.",
  Slack: "Slack",
  "Post each project's new, changed, completed and commented tasks to a Slack channel.":
    "Die neuen, geänderten, erledigten und kommentierten Aufgaben jedes Projekts in einen Slack-Kanal schreiben.",
  Sprints: "Sprints",
  "Time-boxed sprints over tasks of one or more projects: a goal, dates, progress and a burndown chart of the hours left.":
    "Zeitlich begrenzte Sprints über Aufgaben aus einem oder mehreren Projekten: ein Ziel, Termine, Fortschritt und ein Burndown-Diagramm der verbleibenden Stunden.",
  "Store link": "Shop-Anbindung",
  "Link your shop's products to template projects: each paid order gets its own copy, with your team and the customer as a client.":
    "Die Produkte Ihres Shops mit Vorlageprojekten verknüpfen: Jede bezahlte Bestellung erhält ihre eigene Kopie, mit Ihrem Team und dem Käufer als Kunden.",
  "Sub-tasks": "Unteraufgaben",
  "Split a task into sub-tasks with their own assignees, dates and estimations, shown as done of total on every task. Switched off, the sub-task list leaves the task; nothing is deleted.":
    "Eine Aufgabe in Unteraufgaben mit eigenen Zuständigen, Terminen und Schätzungen aufteilen, in jeder Aufgabe als erledigt von gesamt gezeigt. Ausgeschaltet verschwindet die Liste der Unteraufgaben aus der Aufgabe; nichts wird gelöscht.",
  "Time Tracker": "Zeiterfassung",
  "Start and stop a timer on the tasks assigned to you, or add time by hand, and see everyone's time on a task. Switched off, the timer disappears from tasks; nothing tracked is deleted.":
    "Einen Timer für die Ihnen zugewiesenen Aufgaben starten und anhalten oder Zeit von Hand hinzufügen und die Zeit aller für eine Aufgabe sehen. Ausgeschaltet verschwindet der Timer aus den Aufgaben; nichts Erfasstes wird gelöscht.",
  Webhooks: "Webhooks",
  "Send signed notices of project changes (tasks, lists, comments, milestones, files, time, invoices) to other services.":
    "Signierte Nachrichten über Änderungen in Projekten (Aufgaben, Listen, Kommentare, Meilensteine, Dateien, Zeit, Rechnungen) an andere Dienste senden.",
};
