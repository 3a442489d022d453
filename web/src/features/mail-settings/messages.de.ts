export default {
  heading: "Mailserver",
  intro:
    "Jeder Cairn-Prozess verschickt Benachrichtigungen, die tägliche Zusammenfassung und Passwort-Links über diesen Server. Hier gespeichert, erreicht eine Änderung binnen einer Sekunde jeden Prozess.",
  loadError: "Die Mail-Einstellungen konnten nicht geladen werden.",
  fromEnvironment:
    "Die Umgebung dieses Servers setzt {{fields}}: Diese Felder werden so gezeigt, wie dieser Prozess sie verwendet, und können hier nicht geändert werden. Entfernen Sie die Variable und starten Sie neu, um sie in diesem Bildschirm zu verwalten.",
  smtpUrl: "SMTP-Adresse",
  smtpUrlHint:
    "smtp:// verwendet STARTTLS, wenn der Server es anbietet (meist Port 587); smtps:// ist von Anfang an TLS (Port 465). Leer lassen, um Mail auszuschalten.",
  username: "Benutzername",
  usernameHint: "Leer lassen, wenn der Server Mail ohne Anmeldung annimmt.",
  password: "Passwort",
  passwordSet: "Ein Passwort ist gespeichert. Es wird nie angezeigt: Geben Sie ein neues ein, um es zu ersetzen.",
  passwordNone: "Es ist kein Passwort gespeichert.",
  passwordPlaceholder: "••••••••",
  removePassword: "Gespeichertes Passwort entfernen",
  from: "Absender",
  fromHint:
    "Die Absenderadresse jeder Mail, z. B. Cairn <cairn@example.com>. Leer gelassen: die im Feld gezeigte Adresse.",
  test: {
    heading: "Testmail senden",
    intro:
      "Sendet jetzt eine Nachricht an {{email}}, mit den gespeicherten Einstellungen, und zeigt die Antwort des Servers.",
    button: "Testmail senden",
    saveFirst: "Speichern Sie zuerst Ihre Änderungen: Der Test verwendet die gespeicherten Einstellungen.",
    off: "Geben Sie eine SMTP-Adresse ein und speichern Sie sie, um eine Testmail zu senden.",
    sent: "Gesendet",
    failed: "Die Testmail wurde nicht gesendet",
  },
};
