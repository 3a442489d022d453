export default {
  title: "Slack",
  description:
    "Eine Nachricht in einen Slack-Kanal schreiben, wenn Aufgaben dieses Projekts angelegt, geändert, erledigt oder kommentiert werden.",
  enable: "In Slack posten",
  settings: "Slack-Einstellungen",
  needsWebhook: "Geben Sie zuerst die Webhook-Adresse ein.",
  modalTitle: "Slack-Einstellungen",
  webhook: "Webhook-Adresse",
  webhookHint:
    "In Slack: Apps → Incoming Webhooks → zu einem Kanal hinzufügen, dann die erhaltene Adresse einfügen (https://hooks.slack.com/…).",
  tasks: "Aufgaben",
  subTasks: "Unteraufgaben",
  options: {
    create: "Angelegt",
    update: "Titel, Beschreibung oder Fälligkeitsdatum geändert",
    complete: "Erledigt",
    incomplete: "Wieder geöffnet",
    createComment: "Neuer Kommentar",
    updateComment: "Kommentar bearbeitet",
  },
  privateNote: "Private Aufgaben und Listen werden nie gepostet.",
  save: "Speichern",
  sendTest: "Testnachricht senden",
  configured: "Postet an {{host}}",
  configuredOff: "Aus: Der Webhook an {{host}} bleibt für das Wiedereinschalten erhalten.",
  notConfigured: "Noch kein Webhook.",
};
