export default {
  profile: {
    heading: "E-Mail-Benachrichtigungen",
    intro:
      "Wählen Sie, welche E-Mails Cairn Ihnen schickt. Wer Sie erwähnt oder nach Ihnen fragt, erreicht Sie, außer wenn alle E-Mails ausgeschaltet sind.",
    mailOff:
      "Dieser Arbeitsbereich verschickt noch keine E-Mails: Ihre Auswahl gilt, sobald ein Administrator den Versand einrichtet.",
    loadError: "Ihre Benachrichtigungseinstellungen konnten nicht geladen werden.",
    master: "Alle E-Mails von Cairn",
    masterHint: "Aus: gar keine E-Mails, auch keine Erwähnungen.",
    keys: {
      new_project: "Ich werde zu einem neuen Projekt hinzugefügt",
      update_project: "Eines meiner Projekte ändert sich",
      new_message: "In meinen Projekten beginnt eine Diskussion",
      new_comment: "Jemand kommentiert meine Aufgaben",
      update_comment: "Ein Kommentar zu meinen Aufgaben wird bearbeitet",
      new_task: "Mir wird eine Aufgabe zugewiesen",
      update_task: "Eine meiner Aufgaben ändert sich",
      complete_task: "Eine meiner Aufgaben oder eine von mir angelegte wird erledigt",
      daily_digest: "Tägliche Zusammenfassung meiner bald fälligen Aufgaben",
    },
  },
  tab: "Mail",
  status: {
    heading: "Ausgehende Mail",
    on: "Mail ist an. Nachrichten werden als {{from}} verschickt; die tägliche Zusammenfassung geht um {{hour}}:00 Uhr in der Zeitzone jedes Mitglieds hinaus.",
    off: "Mail ist aus. Geben Sie unten den SMTP-Server ein und speichern Sie ihn, um Benachrichtigungen und die tägliche Zusammenfassung zu versenden.",
    runDigest: "Heutige Zusammenfassung jetzt senden",
    badgeOn: "An",
    badgeOff: "Aus",
  },
  jobs: {
    heading: "Fehlgeschlagene Hintergrundaufträge",
    intro:
      "E-Mails und andere Hintergrundarbeit, die nach allen Wiederholungen fehlgeschlagen sind. Wiederholen Sie einen Auftrag, sobald seine Ursache behoben ist.",
    empty: "Keine fehlgeschlagenen Aufträge.",
    kind: "Art",
    error: "Letzter Fehler",
    attempts: "Versuche",
    failedAt: "Fehlgeschlagen",
    retry: "Wiederholen",
    retryLabel: "Auftrag {{id}} wiederholen",
    loadError: "Die fehlgeschlagenen Aufträge konnten nicht geladen werden.",
  },
};
