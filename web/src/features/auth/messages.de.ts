export default {
  signInTitle: "Bei Cairn anmelden",
  email: "E-Mail",
  password: "Passwort",
  signIn: "Anmelden",
  setupTitle: "Administrator anlegen",
  setupIntro:
    "Cairn hat noch keine Benutzer. Legen Sie den ersten Administrator an, der danach alle anderen einladen kann.",
  name: "Name",
  createAdmin: "Administrator anlegen",
  setupCode: "Einrichtungscode",
  setupCodeHint:
    "Der Server hat ihn beim Start in sein Protokoll geschrieben: Suchen Sie die Zeile „No administrator yet“ (oder nutzen Sie CAIRN_SETUP_CODE, falls Sie ihn gesetzt haben).",
  forgotLink: "Passwort vergessen?",
  forgot: {
    title: "Passwort vergessen?",
    intro:
      "Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort wählen.",
    submit: "Link zusenden",
    sentTitle: "Sehen Sie in Ihr Postfach",
  },
  setPassword: {
    title: "Passwort wählen",
    intro: "Wählen Sie das Passwort, mit dem Sie sich anmelden. Der Link in Ihrer E-Mail funktioniert nur einmal.",
    password: "Neues Passwort",
    rule: "Mindestens 8 Zeichen.",
    repeat: "Passwort wiederholen",
    differs: "Die beiden Passwörter stimmen nicht überein.",
    submit: "Passwort festlegen",
    linkProblem: "Dieser Link kann nicht verwendet werden",
    noTokenTitle: "Der Link ist unvollständig",
    noToken: "Öffnen Sie den Link aus Ihrer E-Mail erneut: Dieser Adresse fehlt ihr Token.",
    toSignIn: "Zurück zur Anmeldung",
  },
};
