import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "shared", root: "packages/shared", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          root: "server",
          include: ["src/**/*.test.ts"],
          globalSetup: ["src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database copy; two workers fit the machine's two cores. The files of a
          // worker share its loaded modules (isolate: false): importing the app cost ~1.4 s per file, half
          // the suite's time. Process-wide state is therefore kept per database (WeakMaps keyed by it).
          pool: "forks",
          maxWorkers: 2,
          isolate: false,
          // A start flag, not one switched at run time: reports/export-memory.test.ts collects the heap on
          // demand (globalThis.gc) to measure what a streamed export keeps alive.
          execArgv: ["--expose-gc"],
          // Its own group: a project with its own worker count must run apart from the others.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "web",
          root: "web",
          include: ["src/**/*.test.{ts,tsx}"],
          // Mantine's toast store is one per module instance: its test misbehaves after others in a shared worker.
          exclude: ["src/app/providers.test.tsx"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
          // One jsdom per worker rather than per file: 33 s of the web tests' 59 s were spent building them.
          isolate: false,
        },
      },
      {
        test: {
          name: "web-isolated",
          root: "web",
          include: ["src/app/providers.test.tsx"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
        },
      },
    ],
  },
});
