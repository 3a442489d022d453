import type { FastifyInstance } from "fastify";
import { activityRoutes } from "./activities/routes";
import { attachmentRoutes } from "./attachments/routes";
import { authRoutes } from "./auth/routes";
import { commentRoutes } from "./comments/routes";
import { discussionRoutes } from "./discussions/routes";
import { milestoneRoutes } from "./milestones/routes";
import { projectRoutes } from "./projects/routes";
import { searchRoutes } from "./search/routes";
import { settingsRoutes } from "./settings/routes";
import { taskListRoutes } from "./task-lists/routes";
import { taskRoutes } from "./tasks/routes";
import { userRoutes } from "./users/routes";

/** Every feature registers its routes here, under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(projectRoutes);
  await app.register(milestoneRoutes);
  await app.register(discussionRoutes);
  await app.register(commentRoutes);
  await app.register(attachmentRoutes);
  await app.register(activityRoutes);
  await app.register(searchRoutes);
  await app.register(settingsRoutes);
  await app.register(taskListRoutes);
  await app.register(taskRoutes);
}
