/**
 * Die Texte des Servers (Ablehnungen, Bestätigungen: die Meldungen aus @cairn/shared und die wenigen, die der
 * Server selbst schreibt) auf Deutsch, nach ihrem englischen Wortlaut; `{name}` und `{{name}}` füllt der Server
 * (server-texts.ts setzt sie hier ein). Teil 1: Anmeldung, Konten, Anfragen, Projekte und ihre Inhalte.
 */
export const coreServerTexts: Record<string, string> = {
  // Anmeldung, Konten, Anfragen.
  "You have no permission.": "Sie haben keine Berechtigung.",
  "You are not signed in.": "Sie sind nicht angemeldet.",
  "The e-mail or password is incorrect.": "E-Mail oder Passwort ist falsch.",
  "Too many sign-in attempts. Please wait a few minutes and try again.":
    "Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.",
  "This request came from another site and was refused.":
    "Diese Anfrage kam von einer anderen Website und wurde abgelehnt.",
  "The administrator already exists.": "Der Administrator existiert bereits.",
  'The setup code is not right. The server printed it in its log when it started (look for "No administrator yet").':
    "Der Einrichtungscode stimmt nicht. Der Server hat ihn beim Start in sein Protokoll geschrieben (suchen Sie nach „No administrator yet“).",
  "This server does not answer at this address. Open Cairn at its own address (CAIRN_PUBLIC_URL).":
    "Dieser Server antwortet nicht unter dieser Adresse. Öffnen Sie Cairn unter seiner eigenen Adresse (CAIRN_PUBLIC_URL).",
  "The request's headers are too large.": "Die Kopfzeilen der Anfrage sind zu groß.",
  "The request could not be read.": "Die Anfrage konnte nicht gelesen werden.",
  "The request took too long to arrive.": "Die Anfrage hat zu lange gebraucht.",
  "The server is restarting. Please try again in a moment.":
    "Der Server startet neu. Bitte versuchen Sie es gleich noch einmal.",
  "Not found.": "Nicht gefunden.",
  "No route was found matching the URL and request method.":
    "Für diese Adresse und Anfragemethode gibt es keinen Endpunkt.",
  "The request body is not valid JSON.": "Der Inhalt der Anfrage ist kein gültiges JSON.",
  "The body is not valid JSON.": "Der Inhalt ist kein gültiges JSON.",
  "Send the body as JSON or multipart/form-data.": "Senden Sie den Inhalt als JSON oder multipart/form-data.",
  "Send the body as JSON (application/json).": "Senden Sie den Inhalt als JSON (application/json).",
  "This address sends an event stream: ask for text/event-stream.":
    "Diese Adresse sendet einen Ereignisstrom: Fragen Sie nach text/event-stream.",
  "This GET changes data, so it is taken from API tokens only; send POST instead.":
    "Dieses GET ändert Daten und wird deshalb nur von API-Token angenommen; senden Sie stattdessen POST.",
  "The address is not valid: check its percent-encoding.":
    "Die Adresse ist ungültig: Prüfen Sie ihre Prozentkodierung.",
  "The request body is nested too deeply.": "Der Inhalt der Anfrage ist zu tief verschachtelt.",
  "The request is too large.": "Die Anfrage ist zu groß.",
  "Something went wrong on the server. Please try again.":
    "Auf dem Server ist etwas schiefgegangen. Bitte versuchen Sie es erneut.",
  "The database is restarting. Please try again in a moment.":
    "Die Datenbank startet neu. Bitte versuchen Sie es gleich noch einmal.",
  "The cursor is not valid: pass back meta.cursor.before as it came.":
    "Der Cursor ist ungültig: Geben Sie meta.cursor.before so zurück, wie er kam.",
  "The API token is not valid.": "Das API-Token ist ungültig.",
  "An API token cannot do this: sign in with your password in a browser.":
    "Ein API-Token darf das nicht: Melden Sie sich mit Ihrem Passwort in einem Browser an.",
  "The API token has been revoked.": "Das API-Token wurde widerrufen.",
  "Choose an expiry of 7, 30, 90 or 365 days, or none.":
    "Wählen Sie eine Laufzeit von 7, 30, 90 oder 365 Tagen oder keine.",
  "A new API token has been created. Copy it now: it is shown only once.":
    "Ein neues API-Token wurde erstellt. Kopieren Sie es jetzt: Es wird nur einmal angezeigt.",
  "You have been signed out.": "Sie wurden abgemeldet.",
  "The settings have been saved.": "Die Einstellungen wurden gespeichert.",
  "Unknown time zone.": "Unbekannte Zeitzone.",
  "Choose the 12-hour clock (12h) or the 24-hour clock (24h).":
    "Wählen Sie die 12-Stunden-Uhr (12h) oder die 24-Stunden-Uhr (24h).",
  "Enter the WordPress database as mysql://user:password@host:3306/database.":
    "Geben Sie die WordPress-Datenbank als mysql://benutzer:passwort@host:3306/datenbank an.",
  "The table prefix is letters, digits and underscores, such as wp_.":
    "Das Tabellenpräfix besteht aus Buchstaben, Ziffern und Unterstrichen, etwa wp_.",
  "Enter the folder on this server that holds a copy of wp-content/uploads.":
    "Geben Sie den Ordner auf diesem Server an, der eine Kopie von wp-content/uploads enthält.",
  "Choose a language the app offers: en (English) or de (Deutsch).":
    "Wählen Sie eine Sprache, die die App anbietet: en (English) oder de (Deutsch).",
  "Enter your current password.": "Geben Sie Ihr aktuelles Passwort ein.",
  "The current password is incorrect.": "Das aktuelle Passwort ist falsch.",
  "E-mail is required.": "Die E-Mail-Adresse ist erforderlich.",
  "Enter a valid e-mail address.": "Geben Sie eine gültige E-Mail-Adresse ein.",
  "Password is required.": "Das Passwort ist erforderlich.",
  "Password must be at least 8 characters.": "Das Passwort muss mindestens 8 Zeichen lang sein.",
  "Password must be at most 200 characters.": "Das Passwort darf höchstens 200 Zeichen lang sein.",
  "Name is required.": "Der Name ist erforderlich.",
  "Name must be at most 100 characters.": "Der Name darf höchstens 100 Zeichen lang sein.",
  "Enter the setup code from the server's log.": "Geben Sie den Einrichtungscode aus dem Protokoll des Servers ein.",
  "The link is incomplete: open the link from the e-mail again.":
    "Der Link ist unvollständig: Öffnen Sie den Link aus der E-Mail erneut.",
  "This link has expired or was used already. Ask for a new one (Forgot password? on the sign-in page).":
    "Dieser Link ist abgelaufen oder wurde schon verwendet. Fordern Sie einen neuen an („Passwort vergessen?“ auf der Anmeldeseite).",
  "Your password has been set. Sign in with it.": "Ihr Passwort wurde festgelegt. Melden Sie sich damit an.",
  "This account has been deactivated. Ask an administrator.":
    "Dieses Konto wurde deaktiviert. Wenden Sie sich an einen Administrator.",
  "If an active account has this e-mail address, a link to choose a new password is on its way.":
    "Wenn ein aktives Konto diese E-Mail-Adresse hat, ist ein Link zum Wählen eines neuen Passworts unterwegs.",

  // Benutzer.
  "A new user has been created successfully.": "Ein neuer Benutzer wurde angelegt.",
  "A user with this e-mail already exists.": "Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse.",
  "Only the administrator may make or unmake global managers.":
    "Nur der Administrator darf globale Manager ernennen oder abberufen.",
  "Only the administrator may change, deactivate or delete a global manager.":
    "Nur der Administrator darf einen globalen Manager ändern, deaktivieren oder löschen.",
  "The administrator is always a global manager.": "Der Administrator ist immer globaler Manager.",
  "This is the last active global manager: make someone else a global manager first.":
    "Dies ist der letzte aktive globale Manager: Ernennen Sie zuerst jemand anderen zum globalen Manager.",
  "You cannot deactivate or delete your own account.": "Sie können Ihr eigenes Konto nicht deaktivieren oder löschen.",
  "This user is the client of {count} invoice(s): give them another client or delete them first.":
    "Diese Person ist Kunde von {count} Rechnung(en): Geben Sie ihnen zuerst einen anderen Kunden oder löschen Sie sie.",
  "This user is already deactivated.": "Dieser Benutzer ist bereits deaktiviert.",
  "This user is not deactivated.": "Dieser Benutzer ist nicht deaktiviert.",
  "Reactivate this user before sending a password reset.":
    "Aktivieren Sie diesen Benutzer wieder, bevor Sie einen Link zum Zurücksetzen des Passworts senden.",
  "The user has been updated.": "Der Benutzer wurde aktualisiert.",
  "The user has been deactivated: signed out everywhere, tokens and calendar feed revoked.":
    "Der Benutzer wurde deaktiviert: überall abgemeldet, Token und Kalender-Feed widerrufen.",
  "The user has been reactivated.": "Der Benutzer wurde wieder aktiviert.",
  "The user has been deleted. Their work stays, shown as by “Deleted user”.":
    "Der Benutzer wurde gelöscht. Seine Arbeit bleibt und erscheint als von „Gelöschter Benutzer“.",
  "A password reset link has been mailed to {email}. It works once, within one hour.":
    "Ein Link zum Zurücksetzen des Passworts wurde an {email} geschickt. Er funktioniert einmal, innerhalb einer Stunde.",
  "The user has been signed out everywhere.": "Der Benutzer wurde überall abgemeldet.",
  "Deleted user": "Gelöschter Benutzer",
  "There is no such user.": "Diesen Benutzer gibt es nicht.",
  "This user was not found.": "Dieser Benutzer wurde nicht gefunden.",
  "Every person must be an existing user.": "Jede Person muss ein bestehender Benutzer sein.",
  "Every member must be an existing user.": "Jedes Mitglied muss ein bestehender Benutzer sein.",
  "Users are required.": "Benutzer sind erforderlich.",

  // Projekte, Listen, Aufgaben, Meilensteine, Diskussionen, Kommentare.
  "A new project has been created successfully.": "Ein neues Projekt wurde angelegt.",
  "The project has been updated successfully.": "Das Projekt wurde aktualisiert.",
  "The project has been deleted successfully.": "Das Projekt wurde gelöscht.",
  "The project has been duplicated successfully.": "Das Projekt wurde dupliziert.",
  "Project title is required.": "Der Projekttitel ist erforderlich.",
  "Project title must be unique.": "Der Projekttitel muss eindeutig sein.",
  "Project ID is required.": "Die Projekt-ID ist erforderlich.",
  "The project does not match the task's.": "Das Projekt passt nicht zu dem der Aufgabe.",
  "A project needs at least one manager.": "Ein Projekt braucht mindestens einen Manager.",
  "No projects found.": "Keine Projekte gefunden.",
  "A new task list has been created successfully.": "Eine neue Aufgabenliste wurde angelegt.",
  "The task list has been updated successfully.": "Die Aufgabenliste wurde aktualisiert.",
  "The task list has been duplicated successfully.": "Die Aufgabenliste wurde dupliziert.",
  "The task list has been deleted successfully.": "Die Aufgabenliste wurde gelöscht.",
  "The task lists have been reordered.": "Die Aufgabenlisten wurden neu sortiert.",
  "Task list title is required.": "Der Titel der Aufgabenliste ist erforderlich.",
  "Task list is required.": "Die Aufgabenliste ist erforderlich.",
  "The Inbox list cannot be deleted.": "Die Liste „Inbox“ kann nicht gelöscht werden.",
  "The Inbox list cannot be archived.": "Die Liste „Inbox“ kann nicht archiviert werden.",
  "This task list is archived. Restore it before adding or moving tasks into it.":
    "Diese Aufgabenliste ist archiviert. Stellen Sie sie wieder her, bevor Sie Aufgaben hinzufügen oder hineinverschieben.",
  "This task's list is archived. Restore the list, or move the task to a current one, to change it.":
    "Die Liste dieser Aufgabe ist archiviert. Stellen Sie die Liste wieder her oder verschieben Sie die Aufgabe in eine aktuelle, um sie zu ändern.",
  "The task list was not found.": "Die Aufgabenliste wurde nicht gefunden.",
  "A new task has been created successfully.": "Eine neue Aufgabe wurde angelegt.",
  "The task has been updated successfully.": "Die Aufgabe wurde aktualisiert.",
  "The task has been deleted successfully.": "Die Aufgabe wurde gelöscht.",
  "The task has been marked as complete.": "Die Aufgabe wurde als erledigt markiert.",
  "The task has been reopened.": "Die Aufgabe wurde wieder geöffnet.",
  "The tasks have been reordered.": "Die Aufgaben wurden neu sortiert.",
  "Task title is required.": "Der Titel der Aufgabe ist erforderlich.",
  "The task was not found.": "Die Aufgabe wurde nicht gefunden.",
  "Status must be 0 or 1.": "Der Status muss 0 oder 1 sein.",
  "Status must be 0, 1, incomplete or complete.": "Der Status muss 0, 1, incomplete oder complete sein.",
  "Recurrence must be 0, 1, 2, 3, 4 or 9.": "Die Wiederholung muss 0, 1, 2, 3, 4 oder 9 sein.",
  "Give the second date of the range.": "Geben Sie das zweite Datum des Zeitraums an.",
  "The due date cannot be before the start date.": "Das Fälligkeitsdatum darf nicht vor dem Startdatum liegen.",
  "Every assignee must be a member of the project.": "Jede zuständige Person muss Mitglied des Projekts sein.",
  "Too many assignees.": "Zu viele Zuständige.",
  "A new sub-task has been created successfully.": "Eine neue Unteraufgabe wurde angelegt.",
  "The sub-task has been updated successfully.": "Die Unteraufgabe wurde aktualisiert.",
  "The sub-task has been deleted successfully.": "Die Unteraufgabe wurde gelöscht.",
  "The sub-tasks have been reordered.": "Die Unteraufgaben wurden neu sortiert.",
  "The sub-task is now a task of its own.": "Die Unteraufgabe ist jetzt eine eigene Aufgabe.",
  "Sub-task title is required.": "Der Titel der Unteraufgabe ist erforderlich.",
  "A sub-task cannot have sub-tasks of its own.": "Eine Unteraufgabe kann keine eigenen Unteraufgaben haben.",
  "The task list is archived: restore it before changing its sub-tasks.":
    "Die Aufgabenliste ist archiviert: Stellen Sie sie wieder her, bevor Sie ihre Unteraufgaben ändern.",
  "The sub-task was not found.": "Die Unteraufgabe wurde nicht gefunden.",
  "A new milestone has been created successfully.": "Ein neuer Meilenstein wurde angelegt.",
  "The milestone has been updated successfully.": "Der Meilenstein wurde aktualisiert.",
  "The milestone has been deleted successfully.": "Der Meilenstein wurde gelöscht.",
  "Milestone title is required.": "Der Titel des Meilensteins ist erforderlich.",
  "Choose a milestone of this project.": "Wählen Sie einen Meilenstein dieses Projekts.",
  "The milestone was not found.": "Der Meilenstein wurde nicht gefunden.",
  "Status must be upcoming, late, completed or all.": "Der Status muss upcoming, late, completed oder all sein.",
  "A new discussion has been created successfully.": "Eine neue Diskussion wurde angelegt.",
  "The discussion has been updated successfully.": "Die Diskussion wurde aktualisiert.",
  "The discussion has been deleted successfully.": "Die Diskussion wurde gelöscht.",
  "Discussion title is required.": "Der Titel der Diskussion ist erforderlich.",
  "The discussion was not found.": "Die Diskussion wurde nicht gefunden.",
  "A new comment has been created successfully.": "Ein neuer Kommentar wurde angelegt.",
  "The comment has been updated successfully.": "Der Kommentar wurde aktualisiert.",
  "The comment has been deleted successfully.": "Der Kommentar wurde gelöscht.",
  "Comment content is required.": "Der Kommentar braucht einen Inhalt.",
  "The comment was not found.": "Der Kommentar wurde nicht gefunden.",
  "No results found.": "Keine Ergebnisse gefunden.",
  "Please enter something to search for.": "Bitte geben Sie einen Suchbegriff ein.",
  "Enter a date as YYYY-MM-DD.": "Geben Sie ein Datum als JJJJ-MM-TT ein.",

  // Eingaben allgemein.
  "Must be text.": "Muss ein Text sein.",
  "Must be a number.": "Muss eine Zahl sein.",
  "Must be a whole number.": "Muss eine ganze Zahl sein.",
  "Must be true or false.": "Muss true oder false sein.",
  "Must be yes or no.": "Muss yes oder no sein.",
  'Must be "1" or "0".': "Muss „1“ oder „0“ sein.",
  "Must be a valid id.": "Muss eine gültige ID sein.",
  "Must be a positive id.": "Muss eine positive ID sein.",
  "Must be 0 or a department id.": "Muss 0 oder die ID einer Abteilung sein.",
  "Must not be 0.": "Darf nicht 0 sein.",
  "Must not be negative.": "Darf nicht negativ sein.",
  "Must be on one line.": "Muss in einer Zeile stehen.",
  "Must be a colour like #00c2e0.": "Muss eine Farbe wie #00c2e0 sein.",
  "Must be at most {max} characters.": "Darf höchstens {max} Zeichen lang sein.",
  "Must be at most 100 characters.": "Darf höchstens 100 Zeichen lang sein.",
  "Must be at most 200 characters.": "Darf höchstens 200 Zeichen lang sein.",
  "Must be at most 254 characters.": "Darf höchstens 254 Zeichen lang sein.",
  "Must be at most 255 characters.": "Darf höchstens 255 Zeichen lang sein.",
  "Must be at most 2000 characters.": "Darf höchstens 2000 Zeichen lang sein.",
  "Must be at most 2048 characters.": "Darf höchstens 2048 Zeichen lang sein.",
  "Must be at most 4096 characters.": "Darf höchstens 4096 Zeichen lang sein.",
  "Must be at most 100000 characters.": "Darf höchstens 100000 Zeichen lang sein.",
  "Too many ids.": "Zu viele IDs.",
  "Role must be 1, 2 or 3.": "Die Rolle muss 1, 2 oder 3 sein.",
  "Contains a character that cannot be stored (a NUL or a broken Unicode character).":
    "Enthält ein Zeichen, das nicht gespeichert werden kann (ein NUL oder ein defektes Unicode-Zeichen).",
  "Must not contain control characters.": "Darf keine Steuerzeichen enthalten.",
  "Each file must be at most {mb} MB.": "Jede Datei darf höchstens {mb} MB groß sein.",
  "Send files as files[].": "Senden Sie Dateien als files[].",
  "The form data is malformed or incomplete.": "Die Formulardaten sind fehlerhaft oder unvollständig.",
  "This task already included in others column.": "Diese Aufgabe ist bereits in einer anderen Spalte.",
  "Please stop your time tracker": "Bitte halten Sie Ihre Zeiterfassung an",

  // Einstellungen, Module, Lizenz, Medien, Abteilungen, Labels.
  "This setting is global: save it through pm/v2/settings.":
    "Diese Einstellung ist global: Speichern Sie sie über pm/v2/settings.",
  "This setting belongs to a project: save it through pm/v2/projects/{id}/settings.":
    "Diese Einstellung gehört zu einem Projekt: Speichern Sie sie über pm/v2/projects/{id}/settings.",
  "Choose one of the app's pages.": "Wählen Sie eine der Seiten der App.",
  "Choose an image of the media library.": "Wählen Sie ein Bild aus der Medienbibliothek.",
  "Choose a language tag such as en, de or pt-BR.": "Wählen Sie ein Sprachkürzel wie en, de oder pt-BR.",
  "Setting key is required.": "Der Schlüssel der Einstellung ist erforderlich.",
  "Setting keys are lower-case words joined by underscores.":
    "Schlüssel von Einstellungen sind kleingeschriebene Wörter, durch Unterstriche verbunden.",
  "Send settings as a list of {key, value}.": "Senden Sie Einstellungen als Liste von {key, value}.",
  "Send at least one setting.": "Senden Sie mindestens eine Einstellung.",
  "Send at most 50 settings at once.": "Senden Sie höchstens 50 Einstellungen auf einmal.",
  "Name at least one switch to change.": "Nennen Sie mindestens einen Schalter, der sich ändern soll.",
  "Notification settings saved.": "Die Benachrichtigungseinstellungen wurden gespeichert.",
  "No failed job has this id.": "Kein fehlgeschlagener Auftrag hat diese ID.",
  "The job will run again.": "Der Auftrag wird erneut ausgeführt.",
  "Mail is off: set it up in Settings → Mail to send the digest.":
    "Mail ist aus: Richten Sie sie unter Einstellungen → Mail ein, um die Zusammenfassung zu senden.",
  "The module has been activated.": "Das Modul wurde eingeschaltet.",
  "The module has been deactivated.": "Das Modul wurde ausgeschaltet.",
  "This module is switched off.": "Dieses Modul ist ausgeschaltet.",
  "The module was not found.": "Das Modul wurde nicht gefunden.",
  "Type must be activate or deactivate.": "Der Typ muss activate oder deactivate sein.",
  "The license has been activated.": "Die Lizenz wurde aktiviert.",
  "The license has been deleted.": "Die Lizenz wurde gelöscht.",
  "Please provide your email and license key": "Bitte geben Sie Ihre E-Mail-Adresse und Ihren Lizenzschlüssel an",
  "This license key is not valid.": "Dieser Lizenzschlüssel ist ungültig.",
  "Your license is active.": "Ihre Lizenz ist aktiv.",
  "No license has been activated.": "Es wurde keine Lizenz aktiviert.",
  "The images have been uploaded.": "Die Bilder wurden hochgeladen.",
  "The image has been deleted.": "Das Bild wurde gelöscht.",
  "Choose an image to upload.": "Wählen Sie ein Bild zum Hochladen.",
  "Only PNG, JPEG, GIF, WebP and BMP images can be uploaded.":
    "Nur Bilder im Format PNG, JPEG, GIF, WebP und BMP können hochgeladen werden.",
  "The image was not found.": "Das Bild wurde nicht gefunden.",
  "A new department has been created successfully.": "Eine neue Abteilung wurde angelegt.",
  "The department has been updated successfully.": "Die Abteilung wurde aktualisiert.",
  "The department has been deleted successfully.": "Die Abteilung wurde gelöscht.",
  "Department title is required.": "Der Titel der Abteilung ist erforderlich.",
  "A department with this title already exists.": "Es gibt bereits eine Abteilung mit diesem Titel.",
  "The department was not found.": "Die Abteilung wurde nicht gefunden.",
  "Departments can be assigned only when the ERP integration is on.":
    "Abteilungen können nur zugewiesen werden, wenn die ERP-Anbindung eingeschaltet ist.",
  "A new label has been created successfully.": "Ein neues Label wurde angelegt.",
  "The label has been updated successfully.": "Das Label wurde aktualisiert.",
  "The label has been deleted successfully.": "Das Label wurde gelöscht.",
  "Label name required!": "Der Name des Labels ist erforderlich!",
  "Label color required!": "Die Farbe des Labels ist erforderlich!",
  "Label color must be a colour like #00c2e0.": "Die Farbe des Labels muss eine Farbe wie #00c2e0 sein.",
  "The label was not found.": "Das Label wurde nicht gefunden.",
  "Choose labels of this project.": "Wählen Sie Labels dieses Projekts.",
};
