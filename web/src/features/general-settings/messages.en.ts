export default {
  menu: "Settings",
  title: "Settings",
  tabsLabel: "Settings sections",
  tabs: { general: "General", pages: "Pages" },
  general: {
    taskStartField: "Enable task start date field",
    taskStartFieldHint: "When off, task forms ask only for a due date.",
    dailyDigest: "Enable Daily Digest",
    dailyDigestHint:
      "Each member gets one e-mail a day listing their open tasks that start or are due between yesterday and three days from now (members can turn it off in their profile).",
    erp: "Enable ERP integration",
    erpHint: "Adds 'Assign co-worker from departments' to the project form; departments are kept under Departments.",
    locale: "Workspace language",
    localeHint:
      "Search finds other forms of a word (plan, plans, planned) in this language, where it knows its grammar.",
  },
  logo: {
    label: "Logo",
    hint: "Shown in the app header and on the sign-in page.",
    none: "No logo chosen.",
    preview: "The chosen logo",
    upload: "Upload",
    delete: "Delete",
  },
  media: {
    title: "Media library",
    upload: "Upload images",
    uploadHint: "PNG, JPEG, GIF, WebP or BMP.",
    empty: "No images yet: upload one to use it as the logo.",
    choose: "Use as logo: {{name}}",
    chosen: "Chosen",
    chosenLabel: "Chosen: {{name}}",
    delete: "Delete {{name}}",
    deleteMessage: "The image “{{name}}” will be deleted.",
    select: "Use as logo",
  },
  pages: {
    intro: "The page members land on after signing in.",
    frontEndPage: "Front-end page",
    placeholder: "Projects (the default)",
  },
};
