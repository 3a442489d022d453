export default {
  title: "Projects",
  current: "Current",
  archived: "Archived",
  menu: { overview: "Overview" },
  empty: "No projects yet.",
};
