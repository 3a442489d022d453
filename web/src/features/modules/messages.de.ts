export default {
  menu: "Module",
  title: "Module",
  intro:
    "Zusatzfunktionen lassen sich für alle ausschalten; ihre Menüs und Bildschirme verschwinden, bis sie wieder eingeschaltet werden.",
  empty: "Es sind noch keine Zusatzmodule installiert.",
  enabled: "An",
  disabled: "Aus",
  switching: "Modul wird umgeschaltet …",
  loadError: "Die Module konnten nicht geladen werden.",
  off: {
    title: "{{name}} ist ausgeschaltet",
    manager:
      "Darin wurde nichts gelöscht: Schalten Sie das Modul im Bildschirm „Module“ wieder ein, und alles ist zurück.",
    member:
      "Ein Manager hat dieses Modul ausgeschaltet. Darin wurde nichts gelöscht; es kehrt zurück, sobald es eingeschaltet wird.",
    open: "Module öffnen",
  },
};
