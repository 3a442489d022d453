/**
 * The spec names screens (task_lists, single_list, lists_single_task, ...); links elsewhere in the
 * app, in search results and in mail are built by name so paths live in one place (web and server).
 */
type Params = Record<string, string | number>;

const paths: Record<string, (p: Params) => string> = {
  projects: () => "/projects",
  pm_overview: (p) => `/projects/${p.project_id}/overview`,
  task_lists: (p) => `/projects/${p.project_id}/task-lists`,
  single_list: (p) => `/projects/${p.project_id}/task-lists/${p.list_id}`,
  lists_single_task: (p) => `/projects/${p.project_id}/task-lists/tasks/${p.task_id}`,
  single_task: (p) => `/projects/${p.project_id}/task-lists/tasks/${p.task_id}`,
  task_lists_archive: (p) => `/projects/${p.project_id}/task-lists/archived`,
  task_lists_archive_pagination: (p) => `/projects/${p.project_id}/task-lists/archived/pages/${p.current_page_number}`,
  archived_single_task: (p) => `/projects/${p.project_id}/task-lists/archived/tasks/${p.task_id}`,
  discussions: (p) => `/projects/${p.project_id}/discussions`,
  individual_discussions: (p) => `/projects/${p.project_id}/discussions/${p.discussion_id}`,
  milestones: (p) => `/projects/${p.project_id}/milestones`,
  pm_files: (p) => `/projects/${p.project_id}/files`,
  pro_file_lists: (p) => `/projects/${p.project_id}/files/${p.folder_id}`,
  singleDoc: (p) => `/projects/${p.project_id}/files/${p.folder_id}/doc/${p.docId}`,
  singleFile: (p) => `/projects/${p.project_id}/files/${p.folder_id}/files/${p.fileId}`,
  singleLink: (p) => `/projects/${p.project_id}/files/${p.folder_id}/link/${p.linkId}`,
  my_tasks: () => "/my-tasks",
  "mytask-reports": (p) => `/my-tasks/reports/${p.user_id}`,
  calendar: () => "/calendar",
  calendar_single_task: (p) => `/calendar/projects/${p.project_id}/tasks/${p.task_id}`,
  project_calendar: (p) => `/projects/${p.project_id}/calendar`,
  kanboard: (p) => `/projects/${p.project_id}/kanboard`,
  kanboard_single_task: (p) => `/projects/${p.project_id}/kanboard/tasks/${p.task_id}`,
  pm_pro_settings: (p) => `/projects/${p.project_id}/settings`,
  sprints: () => "/sprints",
  sprints_pagination: (p) => `/sprints/pages/${p.current_page_number}`,
  completed_sprint: () => "/sprints/completed",
  completed_sprint_pagination: (p) => `/sprints/completed/pages/${p.current_page_number}`,
  sprint: (p) => `/sprints/${p.sprint_id}`,
  invoice: (p) => `/projects/${p.project_id}/invoices${p.invoice_id ? `/${p.invoice_id}` : ""}`,
  module_lists: () => "/modules",
  license: () => "/license",
  settings: () => "/settings",
  page_settings_tab: () => "/settings/pages",
  departments: () => "/settings/departments",
};

export function routeTo(name: string, params: Params = {}): string {
  const build = paths[name];
  return build ? build(params) : "#";
}
