export default {
  title: "Benutzer",
  newUser: "Neuer Benutzer",
  searchLabel: "Benutzer suchen",
  searchPlaceholder: "Benutzer suchen",
  columns: { name: "Name", email: "E-Mail", role: "Globale Rolle", actions: "Aktionen" },
  deactivated: "Deaktiviert",
  filter: { label: "Zeigen", active: "Aktiv", deactivated: "Deaktiviert", all: "Alle" },
  emptyStatus: "Keine deaktivierten Benutzer.",
  menu: {
    label: "Aktionen für {{name}}",
    edit: "Bearbeiten",
    reset: "Link zum Zurücksetzen des Passworts senden",
    revoke: "Überall abmelden",
    deactivate: "Deaktivieren",
    reactivate: "Wieder aktivieren",
    delete: "Löschen",
  },
  confirm: {
    revokeTitle: "{{name}} überall abmelden?",
    revoke:
      "Jeder Browser, der als diese Person angemeldet ist, muss sich neu anmelden. API-Token funktionieren weiter.",
    deactivateTitle: "{{name}} deaktivieren?",
    deactivate:
      "Die Person kann sich nicht mehr anmelden; ihre Sitzungen, API-Token und ihr Kalender-Feed funktionieren nicht mehr, laufende Timer halten an. Ihre Arbeit bleibt erhalten. Sie können sie später wieder aktivieren.",
    deleteTitle: "{{name}} löschen?",
    delete:
      "Name und E-Mail werden gelöscht, und das Konto lässt sich nicht wiederherstellen. Was die Person geschrieben hat, bleibt und erscheint als von „Gelöschter Benutzer“. Abgelehnt, solange die Person Kunde einer Rechnung ist.",
  },
  edit: {
    title: "Benutzer bearbeiten",
    save: "Speichern",
    adminOnly: "Nur der Administrator darf globale Manager ernennen oder abberufen.",
    adminIsManager: "Der Administrator ist immer globaler Manager.",
  },
  administrator: "Administrator",
  empty: "Keine Benutzer passen zu „{{query}}“.",
  form: {
    name: "Name",
    email: "E-Mail",
    password: "Passwort",
    passwordHint:
      "Mindestens 8 Zeichen. Geben Sie es der Person auf sicherem Weg weiter; sie kann es in ihrem Profil ändern.",
    manager: "Manager",
    managerHint: "Manager legen Projekte und Benutzer an und verwalten alle Projekte.",
    create: "Benutzer anlegen",
  },
};
