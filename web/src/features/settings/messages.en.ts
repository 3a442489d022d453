export default {
  menu: "Settings",
  title: "Settings",
  tabsLabel: "Settings sections",
  tabs: { integrations: "Integrations", capabilities: "Capabilities" },
  capabilities: {
    intro: "What co-workers and clients may do in this project. Managers may always do everything.",
    capability: "Capability",
    co_worker: "Co-worker",
    client: "Client",
    checkbox: "{{role}}: {{capability}}",
    flags: {
      create_message: "Create message",
      view_private_message: "View private message",
      create_list: "Create todo list",
      view_private_list: "View private todo list",
      create_task: "Create todo",
      view_private_task: "View private todo",
      create_milestone: "Create milestone",
      view_private_milestone: "View private milestone",
      create_file: "Create file",
      view_private_file: "View private file",
    },
  },
  integrations: {
    intro: "Connect this project to the tools your team already uses.",
    none: "The Slack and GitHub/Bitbucket modules are switched off (Modules).",
  },
};
