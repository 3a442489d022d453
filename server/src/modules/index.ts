import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/routes";
import { projectRoutes } from "./projects/routes";
import { userRoutes } from "./users/routes";

/** Every feature registers its routes here, under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(projectRoutes);
}
