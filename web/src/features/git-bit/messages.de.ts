export default {
  title: "GitHub / Bitbucket",
  description:
    "Machen Sie die Issues eines GitHub- oder Bitbucket-Repositorys zu Aufgaben dieses Projekts: Geöffnete, geschlossene, wieder geöffnete, bearbeitete und kommentierte Issues halten ihre Aufgabe auf dem gleichen Stand.",
  enable: "Issues abgleichen",
  webhook: "Webhook-Adresse",
  webhookHint:
    "Fügen Sie in den Einstellungen des Repositorys einen Webhook mit dieser Adresse (Content-Type application/json) für Issues und Issue-Kommentare hinzu. Zum Kopieren anklicken.",
  copied: "Webhook kopiert",
  copy: "Webhook-Adresse kopieren",
  regenerate: "Neue Adresse",
  regenerateTitle: "Neue Webhook-Adresse erstellen?",
  regenerateMessage:
    "Die aktuelle Adresse funktioniert sofort nicht mehr: Passen Sie den Webhook in GitHub oder Bitbucket an.",
  secret: "Geheimnis",
  secretHint:
    "Dasselbe Geheimnis wie in den Einstellungen des Webhooks: Zustellungen ohne seine Signatur werden abgelehnt. Leer lassen für keines.",
  secretSet: "Ein Geheimnis ist gesetzt. Geben Sie ein neues ein, um es zu ersetzen, oder entfernen Sie es unten.",
  clearSecret: "Geheimnis entfernen",
  save: "Speichern",
  users: {
    heading: "Benutzerzuordnung",
    intro: "Welcher GitHub- oder Bitbucket-Login wem gehört: Ihre Issues und Kommentare erscheinen als ihre eigenen.",
    member: "Mitglied",
    username: "Benutzername",
    github: "GitHub-Login",
    bitbucket: "Bitbucket-Login",
    githubOf: "GitHub-Login von {{name}}",
    bitbucketOf: "Bitbucket-Login von {{name}}",
    save: "Benutzerzuordnung speichern",
    loadError: "Die Mitglieder konnten nicht geladen werden.",
  },
  off: "Schalten Sie es ein, um die Webhook-Adresse zu erhalten.",
};
