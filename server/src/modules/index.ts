import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { installFeatureModules } from "../core/modules/guard";
import { activityRoutes } from "./activities/routes";
import { attachmentRoutes } from "./attachments/routes";
import { authRoutes } from "./auth/routes";
import { calendarModule } from "./calendar/module";
import { commentRoutes } from "./comments/routes";
import { departmentRoutes } from "./departments/routes";
import { discussionRoutes } from "./discussions/routes";
import { duplicationRoutes } from "./duplication/routes";
import { filesAreaModule } from "./files-area/module";
import { ganttModule } from "./gantt/module";
import { gitBitModule } from "./git-bit/module";
import { invoiceModule } from "./invoices/module";
import { kanboardModule } from "./kanboard/module";
import { labelRoutes } from "./labels/routes";
import { licenseRoutes } from "./license/routes";
import { mediaRoutes } from "./media/routes";
import { milestoneRoutes } from "./milestones/routes";
import { moduleRoutes } from "./modules/routes";
import { notificationRoutes } from "./notifications/routes";
import { progressModule } from "./progress/module";
import { projectRoutes } from "./projects/routes";
import { reportsModule } from "./reports/module";
import { searchModule } from "./search/module";
import { userProjectsRoutes } from "./search/user-projects";
import { settingsRoutes } from "./settings/routes";
import { slackModule } from "./slack/module";
import { sprintsModule } from "./sprints/module";
import { subTasksModule } from "./sub-tasks/module";
import { taskListRoutes } from "./task-lists/routes";
import { taskTypeRoutes } from "./task-types/routes";
import { taskRoutes } from "./tasks/routes";
import { timeTrackerModule } from "./time-tracker/module";
import { userRoutes } from "./users/routes";

/**
 * Every feature registers its routes here, under /api; `plugins` (tests) come after the features. An add-on
 * feature registers as a module (core/modules/guard.ts addOnModule), so the Modules screen can switch it.
 */
export async function registerModules(app: FastifyInstance, options: { plugins?: FastifyPluginAsync[] } = {}) {
  installFeatureModules(app, app.deps.database.db);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(projectRoutes);
  await app.register(milestoneRoutes);
  await app.register(discussionRoutes);
  await app.register(commentRoutes);
  await app.register(attachmentRoutes);
  await app.register(filesAreaModule);
  await app.register(activityRoutes);
  await app.register(searchModule);
  await app.register(userProjectsRoutes);
  await app.register(settingsRoutes);
  await app.register(taskListRoutes);
  await app.register(taskRoutes);
  await app.register(labelRoutes);
  await app.register(taskTypeRoutes);
  await app.register(moduleRoutes);
  await app.register(licenseRoutes);
  await app.register(mediaRoutes);
  await app.register(departmentRoutes);
  await app.register(notificationRoutes);
  await app.register(slackModule);
  await app.register(gitBitModule);
  await app.register(invoiceModule);
  await app.register(duplicationRoutes);
  await app.register(timeTrackerModule);
  await app.register(subTasksModule);
  await app.register(progressModule);
  await app.register(calendarModule);
  await app.register(kanboardModule);
  await app.register(ganttModule);
  await app.register(reportsModule);
  await app.register(sprintsModule);
  for (const plugin of options.plugins ?? []) await app.register(plugin);
}
