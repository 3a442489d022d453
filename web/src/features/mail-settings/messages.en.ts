export default {
  heading: "Mail server",
  intro:
    "Every Cairn process sends notifications, the daily digest and password links through this server. Saved here, a change reaches every process within a second.",
  loadError: "The mail settings could not be loaded.",
  fromEnvironment:
    "This server's environment sets {{fields}}: those fields are shown as this process uses them and cannot be changed here. Remove the variable and restart to manage them on this screen.",
  smtpUrl: "SMTP URL",
  smtpUrlHint:
    "smtp:// uses STARTTLS when the server offers it (usually port 587); smtps:// is TLS from the start (port 465). Leave it empty to switch mail off.",
  username: "User name",
  usernameHint: "Leave it empty when the server takes mail without signing in.",
  password: "Password",
  passwordSet: "A password is saved. It is never shown: type a new one to replace it.",
  passwordNone: "No password is saved.",
  passwordPlaceholder: "••••••••",
  removePassword: "Remove the saved password",
  from: "Sender",
  fromHint:
    "The From address of every mail, e.g. Cairn <cairn@example.com>. If left empty, the address shown in the field is used.",
  test: {
    heading: "Send a test mail",
    intro: "Sends one message to {{email}} now, with the saved settings, and shows the server's answer.",
    button: "Send a test mail",
    saveFirst: "Save your changes first: the test uses the saved settings.",
    off: "Enter an SMTP URL and save it to send a test mail.",
    sent: "Sent",
    failed: "The test mail was not sent",
  },
};
