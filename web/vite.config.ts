import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bootEntry } from "./vite/boot-entry";
import { precompress } from "./vite/precompress";

export default defineConfig({
  plugins: [react(), bootEntry(), precompress()],
  server: {
    port: 5173,
    // In development the API runs on its own port; the built app is served by the API process itself.
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
});
