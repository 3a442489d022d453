export default {
  menu: "Modules",
  title: "Modules",
  intro:
    "Add-on features can be switched off for everyone; their menus and screens disappear until they are switched on again.",
  empty: "No modules are registered yet. Add-on features appear here as they are installed.",
  enabled: "On",
  disabled: "Off",
  switching: "Switching the module…",
  loadError: "The modules could not be loaded.",
};
