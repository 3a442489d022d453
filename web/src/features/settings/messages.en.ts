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
    /** The groups as the spec names them (CAPABILITY_GROUPS), keyed by those names. */
    groups: { Message: "Message", "Todo List": "Todo List", Todo: "Todo", Milestone: "Milestone", Files: "Files" },
    flags: {
      create_message: "Start discussions",
      view_private_message: "See private discussions",
      create_list: "Create task lists",
      view_private_list: "See private task lists",
      create_task: "Create tasks",
      view_private_task: "See private tasks",
      create_milestone: "Create milestones",
      view_private_milestone: "See private milestones",
      create_file: "Add files",
      view_private_file: "See private files",
    },
  },
  integrations: {
    intro: "Connect this project to the tools your team already uses.",
    none: "The Slack and GitHub/Bitbucket modules are switched off.",
  },
};
