import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied by the app at start (db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
});
