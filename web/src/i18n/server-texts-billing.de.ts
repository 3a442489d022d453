/** Die Texte des Servers auf Deutsch, Teil 3: Abrechnung (Rechnungen, Shop-Anbindung, Zeiterfassung). */
export const billingServerTexts: Record<string, string> = {
  // Rechnungen.
  "Invoice title is required.": "Der Titel der Rechnung ist erforderlich.",
  "Choose the client.": "Wählen Sie den Kunden.",
  "The client must be a member of this project.": "Der Kunde muss Mitglied dieses Projekts sein.",
  "This task is not in this project.": "Diese Aufgabe gehört nicht zu diesem Projekt.",
  "This time log is not in this project.": "Dieser Zeiteintrag gehört nicht zu diesem Projekt.",
  "This time is billed on another invoice already.": "Diese Zeit ist bereits auf einer anderen Rechnung berechnet.",
  "This time is still being tracked: stop the timer before billing it.":
    "Diese Zeit wird noch erfasst: Halten Sie den Timer an, bevor Sie sie berechnen.",
  "This time is not billable: mark it billable before billing it.":
    "Diese Zeit ist nicht abrechenbar: Markieren Sie sie als abrechenbar, bevor Sie sie berechnen.",
  "Bill this time with a line of its task.": "Berechnen Sie diese Zeit mit einer Zeile ihrer Aufgabe.",
  "Add at least one line.": "Fügen Sie mindestens eine Zeile hinzu.",
  "Too many lines.": "Zu viele Zeilen.",
  "Must be between 0 and 100.": "Muss zwischen 0 und 100 liegen.",
  "Must be at most 1,000,000,000.": "Darf höchstens 1.000.000.000 sein.",
  "Enter the minimum partial amount.": "Geben Sie den Mindestbetrag einer Teilzahlung ein.",
  "The invoice was not found.": "Die Rechnung wurde nicht gefunden.",
  "Invoice has been created successfully.": "Die Rechnung wurde angelegt.",
  "Invoice has been updated successfully.": "Die Rechnung wurde aktualisiert.",
  "Invoice has been deleted successfully.": "Die Rechnung wurde gelöscht.",
  "Payment has been recorded.": "Die Zahlung wurde erfasst.",
  "E-mail send successfully": "E-Mail erfolgreich gesendet",
  "The amount must be more than 0.": "Der Betrag muss größer als 0 sein.",
  "The amount is more than what is due.": "Der Betrag ist höher als der offene Betrag.",
  "The amount is less than the minimum partial payment.": "Der Betrag ist kleiner als die Mindest-Teilzahlung.",
  "This invoice is paid in full at once: pay what is due.":
    "Diese Rechnung wird auf einmal vollständig bezahlt: Zahlen Sie den offenen Betrag.",
  "Nothing is due on this invoice.": "Auf dieser Rechnung ist nichts offen.",
  "Online payment is not set up.": "Die Online-Zahlung ist nicht eingerichtet.",
  "Address has been saved.": "Die Adresse wurde gespeichert.",
  "A currency is a three-letter code (USD, EUR, JPY).":
    "Eine Währung ist ein Code aus drei Buchstaben (USD, EUR, JPY).",
  "Enter the PayPal account's e-mail.": "Geben Sie die E-Mail-Adresse des PayPal-Kontos ein.",
  "Mail is off: set CAIRN_SMTP_URL to send invoices by e-mail.":
    "Mail ist aus: Setzen Sie CAIRN_SMTP_URL, um Rechnungen per E-Mail zu senden.",

  // Shop-Anbindung.
  "Enter the shop's product id.": "Geben Sie die Produkt-ID des Shops ein.",
  "A product id is 1 to 100 letters, digits, dots, dashes, colons or underscores.":
    "Eine Produkt-ID besteht aus 1 bis 100 Buchstaben, Ziffern, Punkten, Bindestrichen, Doppelpunkten oder Unterstrichen.",
  "Name the product.": "Benennen Sie das Produkt.",
  "The product has been saved.": "Das Produkt wurde gespeichert.",
  "This product is unknown: add it to the products first.":
    "Dieses Produkt ist unbekannt: Fügen Sie es zuerst den Produkten hinzu.",
  "This product is linked to another template already.":
    "Dieses Produkt ist bereits mit einer anderen Vorlage verknüpft.",
  "Choose at least one product.": "Wählen Sie mindestens ein Produkt.",
  "This product is chosen twice.": "Dieses Produkt ist doppelt gewählt.",
  "Choose the template project.": "Wählen Sie das Vorlageprojekt.",
  "The template project was not found.": "Das Vorlageprojekt wurde nicht gefunden.",
  "This user is chosen twice.": "Dieser Benutzer ist doppelt gewählt.",
  "Choose a role: manager, co-worker or client.": "Wählen Sie eine Rolle: Manager, Mitarbeiter oder Kunde.",
  "The product link has been saved.": "Die Produktverknüpfung wurde gespeichert.",
  "The product link has been updated.": "Die Produktverknüpfung wurde aktualisiert.",
  "The product link has been removed.": "Die Produktverknüpfung wurde entfernt.",
  "The product link was not found.": "Die Produktverknüpfung wurde nicht gefunden.",
  "The secret must be at least 8 characters.": "Das Geheimnis muss mindestens 8 Zeichen lang sein.",
  "The secret must be at most 200 characters.": "Das Geheimnis darf höchstens 200 Zeichen lang sein.",
  "Send a secret, or ask for a new address.": "Senden Sie ein Geheimnis, oder fordern Sie eine neue Adresse an.",
  "The store settings have been saved.": "Die Shop-Einstellungen wurden gespeichert.",
  "Wrong Url": "Falsche Adresse",
  "The store link has no secret yet: set one in Settings → Store link.":
    "Die Shop-Anbindung hat noch kein Geheimnis: Legen Sie eines unter Einstellungen → Shop-Anbindung fest.",
  "Format is woocommerce or generic.": "Das Format ist woocommerce oder generic.",
  "Too many products.": "Zu viele Produkte.",
  "The customer's e-mail is required.": "Die E-Mail-Adresse des Käufers ist erforderlich.",
  "The customer's e-mail is not valid.": "Die E-Mail-Adresse des Käufers ist ungültig.",
  "The order id is required.": "Die Bestellnummer ist erforderlich.",
  "The order's status is required.": "Der Status der Bestellung ist erforderlich.",

  // Zeiterfassung.
  "The time tracker has started.": "Die Zeiterfassung wurde gestartet.",
  "Your time tracker is already running on this task.": "Ihre Zeiterfassung läuft bereits für diese Aufgabe.",
  "The time tracker has stopped.": "Die Zeiterfassung wurde angehalten.",
  "The time has been added.": "Die Zeit wurde hinzugefügt.",
  "The time log has been deleted.": "Der Zeiteintrag wurde gelöscht.",
  "The time log has been updated.": "Der Zeiteintrag wurde aktualisiert.",
  "You are not assigned to this task.": "Sie sind dieser Aufgabe nicht zugewiesen.",
  "Mark the task as not done before tracking time on it.":
    "Markieren Sie die Aufgabe als nicht erledigt, bevor Sie Zeit darauf erfassen.",
  "Mark the task as not done before deleting time from it.":
    "Markieren Sie die Aufgabe als nicht erledigt, bevor Sie Zeit von ihr löschen.",
  "The task list is archived: restore it before deleting time from its tasks.":
    "Die Aufgabenliste ist archiviert: Stellen Sie sie wieder her, bevor Sie Zeit von ihren Aufgaben löschen.",
  "The task list is archived: restore it before tracking time on its tasks.":
    "Die Aufgabenliste ist archiviert: Stellen Sie sie wieder her, bevor Sie Zeit auf ihren Aufgaben erfassen.",
  "No time tracker of yours is running on this task.": "Für diese Aufgabe läuft keine Zeiterfassung von Ihnen.",
  "Another time tracker of yours started at the same moment. Reload to see which one runs.":
    "Eine andere Zeiterfassung von Ihnen wurde im selben Moment gestartet. Laden Sie neu, um zu sehen, welche läuft.",
  "Stop your time tracker on this task before adding time by hand.":
    "Halten Sie Ihre Zeiterfassung für diese Aufgabe an, bevor Sie Zeit von Hand hinzufügen.",
  "Only the person who tracked this time can delete it.":
    "Nur die Person, die diese Zeit erfasst hat, kann sie löschen.",
  "The time log was not found.": "Der Zeiteintrag wurde nicht gefunden.",
  "Enter the time as H:mm, for example 1:30.": "Geben Sie die Zeit als H:mm ein, zum Beispiel 1:30.",
  "The time must be more than 0:00.": "Die Zeit muss mehr als 0:00 sein.",
  "At most 24:00 hours can be added for one day.": "Für einen Tag können höchstens 24:00 Stunden hinzugefügt werden.",
  "With this time you would have more than 24 hours on this task for that day.":
    "Mit dieser Zeit hätten Sie an diesem Tag mehr als 24 Stunden auf dieser Aufgabe.",
  "This time is billed on an invoice: remove it from the invoice before deleting it.":
    "Diese Zeit ist auf einer Rechnung berechnet: Entfernen Sie sie von der Rechnung, bevor Sie sie löschen.",
  "This time is billed on an invoice: remove it from the invoice before making it unbillable.":
    "Diese Zeit ist auf einer Rechnung berechnet: Entfernen Sie sie von der Rechnung, bevor Sie sie als nicht abrechenbar markieren.",
};
