export default {
  menu: "Modules",
  title: "Modules",
  intro:
    "Add-on features can be switched off for everyone; their menus and screens disappear until they are switched on again.",
  empty: "No add-on modules are installed yet.",
  enabled: "On",
  disabled: "Off",
  switching: "Switching the module…",
  loadError: "The modules could not be loaded.",
  off: {
    title: "{{name}} is switched off",
    manager: "Nothing in it was deleted: switch the module on again on the Modules screen and everything is back.",
    member: "A manager has switched this module off. Nothing in it was deleted; it comes back when it is switched on.",
    open: "Open Modules",
  },
};
