export default {
  menu: "Einstellungen",
  title: "Einstellungen",
  tabsLabel: "Bereiche der Einstellungen",
  tabs: { general: "Allgemein", pages: "Seiten" },
  general: {
    taskStartField: "Feld für das Startdatum von Aufgaben einschalten",
    taskStartFieldHint: "Ausgeschaltet fragen die Aufgabenformulare nur nach einem Fälligkeitsdatum.",
    dailyDigest: "Tägliche Zusammenfassung einschalten",
    dailyDigestHint:
      "Jedes Mitglied erhält täglich eine E-Mail mit seinen offenen Aufgaben, die zwischen gestern und in drei Tagen beginnen oder fällig sind (Mitglieder können sie in ihrem Profil abbestellen).",
    erp: "ERP-Anbindung einschalten",
    erpHint:
      "Ergänzt das Projektformular um „Mitarbeiter aus Abteilungen zuweisen“; die Abteilungen werden unter „Abteilungen“ gepflegt.",
    locale: "Sprache des Arbeitsbereichs",
    localeHint:
      "Die Suche findet in dieser Sprache auch andere Formen eines Wortes (planen, plant, geplant), wo sie deren Grammatik kennt.",
  },
  logo: {
    label: "Logo",
    hint: "Erscheint in der Kopfzeile der App und auf der Anmeldeseite.",
    none: "Kein Logo gewählt.",
    preview: "Das gewählte Logo",
    upload: "Hochladen",
    delete: "Löschen",
  },
  media: {
    title: "Medienbibliothek",
    upload: "Bilder hochladen",
    uploadHint: "PNG, JPEG, GIF, WebP oder BMP.",
    empty: "Noch keine Bilder: Laden Sie eines hoch, um es als Logo zu verwenden.",
    choose: "Als Logo verwenden: {{name}}",
    chosen: "Gewählt",
    chosenLabel: "Gewählt: {{name}}",
    delete: "{{name}} löschen",
    deleteMessage: "Das Bild „{{name}}“ wird gelöscht.",
    select: "Als Logo verwenden",
  },
  pages: {
    intro: "Die Seite, auf der Mitglieder nach der Anmeldung landen.",
    frontEndPage: "Startseite",
    placeholder: "Projekte (Standard)",
  },
};
