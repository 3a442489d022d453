/**
 * Die Texte des Servers auf Deutsch, Teil 2: die Bereiche der Funktionen (Umzug, Kalender, eigene Felder,
 * Dateien, Gantt, Integrationen, Kanban-Board, Mail, Berichte, Sprints, Aufgabentypen, Webhooks). Abrechnung:
 * server-texts-billing.de.ts; die Module: server-texts-modules.de.ts.
 */
export const featureServerTexts: Record<string, string> = {
  // Umzug aus WP Project Manager.
  "The import has started.": "Der Import wurde gestartet.",
  "The dry run has started.": "Der Probelauf wurde gestartet.",
  "An import is already running. Wait for it to end, then start the next one.":
    "Es läuft bereits ein Import. Warten Sie, bis er endet, und starten Sie dann den nächsten.",
  "The process running this import stopped before it finished. Start it again: what it imported is kept, and nothing is doubled.":
    "Der Prozess, der diesen Import ausführte, wurde vor dem Ende beendet. Starten Sie ihn erneut: Was er importiert hat, bleibt erhalten, und nichts wird doppelt angelegt.",
  "There is no import run with this id.": "Es gibt keinen Importlauf mit dieser ID.",
  "There is no such folder on this server.": "Diesen Ordner gibt es auf diesem Server nicht.",
  "No MySQL server answers at this address.": "Unter dieser Adresse antwortet kein MySQL-Server.",
  "The MySQL server refused this user name or password.":
    "Der MySQL-Server hat diesen Benutzernamen oder dieses Passwort abgelehnt.",
  "The MySQL server has no database of this name.": "Der MySQL-Server hat keine Datenbank dieses Namens.",
  "This database has no WP Project Manager tables with this prefix.":
    "Diese Datenbank hat keine Tabellen von WP Project Manager mit diesem Präfix.",

  // Kalender.
  "Your calendar feed is ready. Copy its address now: it is shown only once.":
    "Ihr Kalender-Feed ist bereit. Kopieren Sie seine Adresse jetzt: Sie wird nur einmal angezeigt.",
  "Your calendar feed has been revoked.": "Ihr Kalender-Feed wurde widerrufen.",
  "The end date cannot be before the start date.": "Das Enddatum darf nicht vor dem Startdatum liegen.",
  "Ask for at most 400 days at a time.": "Fragen Sie höchstens 400 Tage auf einmal ab.",
  "This calendar feed does not exist or has been revoked.":
    "Diesen Kalender-Feed gibt es nicht, oder er wurde widerrufen.",
  "This is not the address of a calendar feed.": "Dies ist nicht die Adresse eines Kalender-Feeds.",
  "The end comes before the start.": "Das Ende liegt vor dem Anfang.",

  // Eigene Felder.
  "The custom field has been added.": "Das eigene Feld wurde hinzugefügt.",
  "The custom field has been updated.": "Das eigene Feld wurde aktualisiert.",
  "The custom field has been deleted, with its values on every task.":
    "Das eigene Feld wurde gelöscht, mit seinen Werten in jeder Aufgabe.",
  "The custom fields have been reordered.": "Die eigenen Felder wurden neu sortiert.",
  "Field name is required.": "Der Feldname ist erforderlich.",
  "The project already has a field of this name.": "Das Projekt hat bereits ein Feld mit diesem Namen.",
  "Type must be one of text, long_text, number, date, dropdown, multi_select, checkbox, url or user.":
    "Der Typ muss text, long_text, number, date, dropdown, multi_select, checkbox, url oder user sein.",
  "Give at least one option.": "Geben Sie mindestens eine Option an.",
  "Only dropdown and multi-select fields have options.": "Nur Auswahllisten und Mehrfachauswahlen haben Optionen.",
  "An option cannot be empty.": "Eine Option darf nicht leer sein.",
  "Each option may appear only once.": "Jede Option darf nur einmal vorkommen.",
  "A field has at most {max} options.": "Ein Feld hat höchstens {max} Optionen.",
  "Options must be a list of texts.": "Optionen müssen eine Liste von Texten sein.",
  "“{option}” is set on {count} task(s): take it off them before removing it.":
    "„{option}“ ist in {count} Aufgabe(n) gesetzt: Nehmen Sie es dort heraus, bevor Sie es entfernen.",
  "The type cannot change while tasks have values of this field.":
    "Der Typ kann sich nicht ändern, solange Aufgaben Werte dieses Feldes haben.",
  "A required field needs a default value: new tasks take it.":
    "Ein Pflichtfeld braucht einen Standardwert: Neue Aufgaben erhalten ihn.",
  "A project holds at most {max} custom fields.": "Ein Projekt hat höchstens {max} eigene Felder.",
  "The custom field was not found.": "Das eigene Feld wurde nicht gefunden.",
  "Orders are required.": "Die Reihenfolge ist erforderlich.",
  "Custom fields must be an object of field ids and values.":
    "Eigene Felder müssen ein Objekt aus Feld-IDs und Werten sein.",
  "Name each field by its id.": "Nennen Sie jedes Feld mit seiner ID.",
  "At most {max} fields at once.": "Höchstens {max} Felder auf einmal.",
  "This field does not belong to the task's project.": "Dieses Feld gehört nicht zum Projekt der Aufgabe.",
  "Give a value (or min and max) to filter by.": "Geben Sie einen Wert (oder min und max) zum Filtern an.",
  "Only number and date fields filter by min and max.": "Nur Zahlen- und Datumsfelder filtern nach min und max.",
  "Filter by at most {max} fields at once.": "Filtern Sie nach höchstens {max} Feldern auf einmal.",
  "Must be smaller than 1,000,000,000,000,000.": "Muss kleiner als 1.000.000.000.000.000 sein.",
  "“{value}” is not an option of this field.": "„{value}“ ist keine Option dieses Feldes.",
  "Choose options of this field.": "Wählen Sie Optionen dieses Feldes.",
  "Enter a web address starting with http:// or https://.":
    "Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.",
  "Choose a member of the project.": "Wählen Sie ein Mitglied des Projekts.",
  "This field is required.": "Dieses Feld ist erforderlich.",

  // Dateien.
  "The file has been deleted successfully.": "Die Datei wurde gelöscht.",
  "A new folder has been created successfully.": "Ein neuer Ordner wurde angelegt.",
  "The file has been uploaded successfully.": "Die Datei wurde hochgeladen.",
  "The files have been uploaded successfully.": "Die Dateien wurden hochgeladen.",
  "The document has been created successfully.": "Das Dokument wurde angelegt.",
  "The link has been created successfully.": "Der Link wurde angelegt.",
  "The file has been updated successfully.": "Die Datei wurde aktualisiert.",
  "The file has been moved successfully.": "Die Datei wurde verschoben.",
  "The revision has been restored successfully.": "Die Version wurde wiederhergestellt.",
  "The new version has been uploaded successfully.": "Die neue Version wurde hochgeladen.",
  "The files have been attached successfully.": "Die Dateien wurden angehängt.",
  "Folder name is required.": "Der Ordnername ist erforderlich.",
  "Title is required.": "Der Titel ist erforderlich.",
  "A valid URL is required.": "Eine gültige Adresse ist erforderlich.",
  "Please attach a file.": "Bitte hängen Sie eine Datei an.",
  "The folder was not found.": "Der Ordner wurde nicht gefunden.",
  "Choose a folder of this project.": "Wählen Sie einen Ordner dieses Projekts.",
  "A folder cannot be moved into itself or into one of its own folders.":
    "Ein Ordner kann nicht in sich selbst oder in einen seiner Unterordner verschoben werden.",
  "An attached file belongs to its item: change it there.":
    "Eine angehängte Datei gehört zu ihrem Eintrag: Ändern Sie sie dort.",
  "Only documents and links take attachments.": "Nur Dokumente und Links nehmen Anhänge an.",
  "The revision was not found.": "Die Version wurde nicht gefunden.",
  "Only an uploaded file takes a new version.": "Nur eine hochgeladene Datei kann eine neue Version erhalten.",
  "Upload one file as the new version.": "Laden Sie eine Datei als neue Version hoch.",
  "The file was not found.": "Die Datei wurde nicht gefunden.",
  "The file's content is not in this server's storage: it was stored by another server of this installation, or removed.":
    "Der Inhalt der Datei liegt nicht im Speicher dieses Servers: Ein anderer Server dieser Installation hat ihn gespeichert, oder er wurde entfernt.",

  // Gantt-Diagramm.
  "The tasks have been linked.": "Die Aufgaben wurden verknüpft.",
  "The link has been removed.": "Die Verknüpfung wurde entfernt.",
  "Choose the task the link starts from (source).": "Wählen Sie die Aufgabe, bei der die Verknüpfung beginnt (source).",
  "Choose the task the link leads to (target).": "Wählen Sie die Aufgabe, zu der die Verknüpfung führt (target).",
  "Link type must be 0 (finish-to-start), 1 (start-to-start), 2 (finish-to-finish) or 3 (start-to-finish).":
    "Die Art der Verknüpfung muss 0 (Ende zu Anfang), 1 (Anfang zu Anfang), 2 (Ende zu Ende) oder 3 (Anfang zu Ende) sein.",
  "A task cannot depend on itself.": "Eine Aufgabe kann nicht von sich selbst abhängen.",
  "These two tasks are already linked this way.": "Diese beiden Aufgaben sind bereits so verknüpft.",
  "This link would close a circle of dependencies: {path}.":
    "Diese Verknüpfung würde einen Kreis von Abhängigkeiten schließen: {path}.",
  "The link was not found.": "Die Verknüpfung wurde nicht gefunden.",

  // GitHub / Bitbucket, Slack.
  "User mapping completed": "Benutzerzuordnung gespeichert",
  "Only the project's members can be mapped.": "Nur Mitglieder des Projekts können zugeordnet werden.",
  "Not a GitHub or Bitbucket delivery.": "Keine Zustellung von GitHub oder Bitbucket.",
  "The delivery has no id.": "Die Zustellung hat keine ID.",
  "A login is text.": "Ein Login ist ein Text.",
  "A login is at most 100 characters.": "Ein Login hat höchstens 100 Zeichen.",
  "A login holds letters, digits, dots, dashes and underscores only.":
    "Ein Login besteht nur aus Buchstaben, Ziffern, Punkten, Bindestrichen und Unterstrichen.",
  "A new webhook address was made: the old one no longer works.":
    "Eine neue Webhook-Adresse wurde erstellt: Die alte funktioniert nicht mehr.",
  "Enter the webhook URL Slack gave you (https://…).":
    "Geben Sie die Webhook-Adresse ein, die Slack Ihnen gegeben hat (https://…).",
  "Cairn only calls public addresses: this host is private, local or could not be found.":
    "Cairn ruft nur öffentliche Adressen auf: Dieser Host ist privat, lokal oder wurde nicht gefunden.",
  'Status is "enable" or "disable".': "Der Status ist „enable“ oder „disable“.",
  "Enter the webhook URL before enabling Slack.": "Geben Sie die Webhook-Adresse ein, bevor Sie Slack einschalten.",
  "The secret is at most 200 characters.": "Das Geheimnis hat höchstens 200 Zeichen.",
  "Enter the webhook URL first.": "Geben Sie zuerst die Webhook-Adresse ein.",
  "Test message sent to {{host}}.": "Testnachricht an {{host}} gesendet.",
  "Slack answered {{status}}: check the webhook URL.":
    "Slack hat mit {{status}} geantwortet: Prüfen Sie die Webhook-Adresse.",
  "Slack could not be reached. Try again in a moment.":
    "Slack war nicht erreichbar. Versuchen Sie es gleich noch einmal.",
  "The signature does not match the secret.": "Die Signatur passt nicht zum Geheimnis.",

  // Kanban-Board.
  "A new column has been added to the board.": "Dem Board wurde eine neue Spalte hinzugefügt.",
  "The column has been updated.": "Die Spalte wurde aktualisiert.",
  "The column has been deleted; its tasks stay in the project.":
    "Die Spalte wurde gelöscht; ihre Aufgaben bleiben im Projekt.",
  "The columns have been reordered.": "Die Spalten wurden neu sortiert.",
  "The cards have been reordered.": "Die Karten wurden neu sortiert.",
  "The cards have been moved.": "Die Karten wurden verschoben.",
  "The task has been added to the column.": "Die Aufgabe wurde der Spalte hinzugefügt.",
  "The task has been taken off the column.": "Die Aufgabe wurde aus der Spalte genommen.",
  "Your view of this project's tasks has been saved.": "Ihre Ansicht der Aufgaben dieses Projekts wurde gespeichert.",
  "Column title is required.": "Der Titel der Spalte ist erforderlich.",
  "The column was not found.": "Die Spalte wurde nicht gefunden.",
  "A board holds at most {max} columns.": "Ein Board hat höchstens {max} Spalten.",
  "Give the header colour as #rrggbb.": "Geben Sie die Farbe der Kopfzeile als #rrggbb an.",
  "Automation must be one of todo, in_progress, done, none, users or taskStatus.":
    "Die Automatik muss todo, in_progress, done, none, users oder taskStatus sein.",
  "Choose at least one person for this automation.": "Wählen Sie mindestens eine Person für diese Automatik.",
  "Task status must be completed or incomplete.": "Der Aufgabenstatus muss completed oder incomplete sein.",
  "Choose task lists of this project.": "Wählen Sie Aufgabenlisten dieses Projekts.",
  "Every person must be a member of the project.": "Jede Person muss Mitglied des Projekts sein.",
  "The column “{title}” already receives every new task.": "Die Spalte „{title}“ erhält bereits jede neue Aufgabe.",
  "New tasks of the list “{list}” already go to the column “{title}”.":
    "Neue Aufgaben der Liste „{list}“ kommen bereits in die Spalte „{title}“.",
  "The column “{title}” already receives completed tasks.": "Die Spalte „{title}“ erhält bereits erledigte Aufgaben.",
  "The column “{title}” already receives reopened tasks.":
    "Die Spalte „{title}“ erhält bereits wieder geöffnete Aufgaben.",
  "The column “{title}” already completes the tasks dropped on it.":
    "Die Spalte „{title}“ erledigt bereits die Aufgaben, die auf ihr abgelegt werden.",
  "The column “{title}” already reopens the tasks dropped on it.":
    "Die Spalte „{title}“ öffnet bereits die Aufgaben wieder, die auf ihr abgelegt werden.",
  "Board orders are required.": "Die Reihenfolge des Boards ist erforderlich.",
  "The column (section_id) is required.": "Die Spalte (section_id) ist erforderlich.",
  "The column the cards come from (sender_section_id) is required.":
    "Die Spalte, aus der die Karten kommen (sender_section_id), ist erforderlich.",
  "Each task may appear only once.": "Jede Aufgabe darf nur einmal vorkommen.",
  "A sub-task cannot be put on the board: put its task there.":
    "Eine Unteraufgabe kann nicht aufs Board: Legen Sie ihre Aufgabe dorthin.",
  "The view must be list or kanboard.": "Die Ansicht muss list oder kanboard sein.",

  // Mail.
  "The SMTP URL starts with smtp:// or smtps:// and names a host, e.g. smtps://mail.example.com:465.":
    "Die SMTP-Adresse beginnt mit smtp:// oder smtps:// und nennt einen Host, z. B. smtps://mail.example.com:465.",
  "The port is a number from 1 to 65535.": "Der Port ist eine Zahl von 1 bis 65535.",
  "The sender is an e-mail address, optionally with a name: Cairn <cairn@example.com>.":
    "Der Absender ist eine E-Mail-Adresse, wahlweise mit Namen: Cairn <cairn@example.com>.",
  "The user name is at most 320 characters.": "Der Benutzername hat höchstens 320 Zeichen.",
  "The password is at most 500 characters.": "Das Passwort hat höchstens 500 Zeichen.",
  "Send at least one of smtp_url, username, password and from.":
    "Senden Sie mindestens eines von smtp_url, username, password und from.",
  "The mail settings have been saved.": "Die Mail-Einstellungen wurden gespeichert.",
  "Mail is off: enter an SMTP URL and save it first.":
    "Mail ist aus: Geben Sie zuerst eine SMTP-Adresse ein und speichern Sie sie.",
  "A test mail has been sent to {{to}}.": "Eine Testmail wurde an {{to}} gesendet.",
  "Test mail from Cairn": "Testmail von Cairn",
  "The mail settings are saved through pm/v2/settings/mail.":
    "Die Mail-Einstellungen werden über pm/v2/settings/mail gespeichert.",

  // Berichte.
  "The report type must be user.": "Die Berichtsart muss user sein.",
  "Start and end dates are required.": "Start- und Enddatum sind erforderlich.",
  "Enter a date as MM/DD/YYYY.": "Geben Sie ein Datum als MM/TT/JJJJ ein.",
  "The end date must be on or after the start date.": "Das Enddatum muss am oder nach dem Startdatum liegen.",
  "Report for must be task or sub_task.": "Der Bericht muss für task oder sub_task sein.",
  "No result found!": "Kein Ergebnis gefunden!",
  "No type": "Kein Typ",
  "Start and Due date field is required": "Start- und Fälligkeitsdatum sind erforderlich",
  "Please Select user": "Bitte wählen Sie einen Benutzer",
  "Please choose project": "Bitte wählen Sie ein Projekt",
  "Please choose milestone": "Bitte wählen Sie einen Meilenstein",
  "No Data Found, Please search again!": "Keine Daten gefunden, bitte suchen Sie erneut!",
  "The start date must be on or before the due date.": "Das Startdatum muss am oder vor dem Fälligkeitsdatum liegen.",
  "A report covers at most 5 years.": "Ein Bericht umfasst höchstens 5 Jahre.",
  "Unknown filter.": "Unbekannter Filter.",
  "Each filter type may be used once.": "Jede Filterart darf einmal verwendet werden.",
  "Give this filter a value.": "Geben Sie diesem Filter einen Wert.",
  "Send filters as a list of {key, value}.": "Senden Sie Filter als Liste von {key, value}.",
  "Status is 0 (incomplete), 1 (complete) or 2 (pending).":
    "Der Status ist 0 (offen), 1 (erledigt) oder 2 (ausstehend).",
  "Payable is 0 (not payable) or 1 (payable).": "Abrechenbar ist 0 (nicht abrechenbar) oder 1 (abrechenbar).",
  "This report takes no user: use 0.": "Dieser Bericht nimmt keinen Benutzer: Verwenden Sie 0.",
  "The user in the query must be the one in the path.": "Der Benutzer in der Abfrage muss der im Pfad sein.",
  "Report must be user-activities.": "Der Bericht muss user-activities sein.",

  // Sprints.
  "The sprint has been created.": "Der Sprint wurde angelegt.",
  "The sprint has been updated.": "Der Sprint wurde aktualisiert.",
  "The sprint has been deleted; its tasks stay in their projects.":
    "Der Sprint wurde gelöscht; seine Aufgaben bleiben in ihren Projekten.",
  "The tasks have been added to the sprint.": "Die Aufgaben wurden dem Sprint hinzugefügt.",
  "The task has been removed from the sprint.": "Die Aufgabe wurde aus dem Sprint entfernt.",
  "The sprint has been completed.": "Der Sprint wurde abgeschlossen.",
  "Sprint title is required.": "Der Titel des Sprints ist erforderlich.",
  "The start date is required.": "Das Startdatum ist erforderlich.",
  "The due date is required.": "Das Fälligkeitsdatum ist erforderlich.",
  "Choose at least one project.": "Wählen Sie mindestens ein Projekt.",
  "A sprint draws from at most {max} projects.": "Ein Sprint umfasst höchstens {max} Projekte.",
  "Choose at least one task.": "Wählen Sie mindestens eine Aufgabe.",
  "The sprint was not found.": "Der Sprint wurde nicht gefunden.",
  "Status must be active or completed.": "Der Status muss active oder completed sein.",
  "Only tasks of the sprint's projects can join it.":
    "Nur Aufgaben aus den Projekten des Sprints können aufgenommen werden.",
  "A sub-task cannot join a sprint: add its task.":
    "Eine Unteraufgabe kann nicht in einen Sprint: Fügen Sie ihre Aufgabe hinzu.",
  "A task of an archived list cannot join a sprint: restore its list first.":
    "Eine Aufgabe einer archivierten Liste kann nicht in einen Sprint: Stellen Sie zuerst ihre Liste wieder her.",
  "This task is already in another active sprint.": "Diese Aufgabe ist bereits in einem anderen aktiven Sprint.",
  "This sprint is completed: it takes no more changes to its tasks.":
    "Dieser Sprint ist abgeschlossen: Seine Aufgaben lassen sich nicht mehr ändern.",
  "This sprint is already completed.": "Dieser Sprint ist bereits abgeschlossen.",
  "Move the unfinished tasks to another active sprint.":
    "Verschieben Sie die unerledigten Aufgaben in einen anderen aktiven Sprint.",
  "The sprint that takes the unfinished tasks must draw from their projects.":
    "Der Sprint, der die unerledigten Aufgaben übernimmt, muss deren Projekte umfassen.",
  "The task is not in this sprint.": "Die Aufgabe ist nicht in diesem Sprint.",
  "A task in an active sprint is ticked done or undone by a manager of its project or its creator.":
    "Eine Aufgabe in einem aktiven Sprint wird von einem Manager ihres Projekts oder ihrem Ersteller als erledigt oder offen markiert.",

  // Aufgabentypen.
  "The task type has been created.": "Der Aufgabentyp wurde angelegt.",
  "The task type has been updated.": "Der Aufgabentyp wurde aktualisiert.",
  "The task type has been deleted; its tasks have no type now.":
    "Der Aufgabentyp wurde gelöscht; seine Aufgaben haben jetzt keinen Typ.",
  "Enter a name for the task type.": "Geben Sie einen Namen für den Aufgabentyp ein.",
  "The task type was not found.": "Der Aufgabentyp wurde nicht gefunden.",
  "Choose a task type that exists.": "Wählen Sie einen bestehenden Aufgabentyp.",

  // Webhooks.
  "The webhook has been created. Copy its secret now: it is shown only once.":
    "Der Webhook wurde angelegt. Kopieren Sie sein Geheimnis jetzt: Es wird nur einmal angezeigt.",
  "The webhook has been updated.": "Der Webhook wurde aktualisiert.",
  "The webhook has been deleted.": "Der Webhook wurde gelöscht.",
  "A new secret has been made. Copy it now: it is shown only once.":
    "Ein neues Geheimnis wurde erstellt. Kopieren Sie es jetzt: Es wird nur einmal angezeigt.",
  "A test event is on its way.": "Ein Testereignis ist unterwegs.",
  "The delivery has been queued again.": "Die Zustellung wurde erneut eingereiht.",
  "Enter the URL that receives the deliveries.": "Geben Sie die Adresse ein, die die Zustellungen empfängt.",
  "Enter a full URL starting with https://.": "Geben Sie eine vollständige Adresse ein, die mit https:// beginnt.",
  "Cairn only calls public addresses over https": "Cairn ruft nur öffentliche Adressen über https auf",
  "Choose at least one event.": "Wählen Sie mindestens ein Ereignis.",
  "Unknown event.": "Unbekanntes Ereignis.",
  "The description is at most 500 characters.": "Die Beschreibung hat höchstens 500 Zeichen.",
  "The webhook was not found.": "Der Webhook wurde nicht gefunden.",
  "The delivery was not found.": "Die Zustellung wurde nicht gefunden.",
  "The webhook is paused: activate it first.": "Der Webhook ist pausiert: Aktivieren Sie ihn zuerst.",
};
