import path from "node:path";
import { build, type Plugin } from "vite";

const BOOT_SOURCE = "src/boot.ts";
const BOOT_ASSET = "boot.js";

/**
 * The boot (src/boot.ts) as a small classic script named first in index.html's head, so it runs as soon as it
 * arrives, before the app's module scripts: as a module script of the page, Vite folded it into the app's
 * entry chunk, and as a module entry of its own Chromium still ran it only after the app's bundle had been
 * compiled (170–330 ms into a first visit on this VM). It is built apart (its own iife bundle of a few KB),
 * and hands its started reads to the app through a global (api/early.ts). In development the page names
 * the source as a module.
 */
export function bootEntry(): Plugin {
  let root = process.cwd();
  return {
    name: "cairn-boot-entry",
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const out = await build({
        configFile: false,
        root,
        logLevel: "silent",
        build: {
          write: false,
          minify: true,
          lib: { entry: path.resolve(root, BOOT_SOURCE), formats: ["iife"], name: "cairnBoot" },
        },
      });
      const result = Array.isArray(out) ? out[0] : out;
      if (!("output" in result)) throw new Error("The boot's build gave no output.");
      this.emitFile({ type: "asset", name: BOOT_ASSET, source: result.output[0].code });
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        if (!ctx.bundle) {
          return [{ tag: "script", attrs: { type: "module", src: `/${BOOT_SOURCE}` }, injectTo: "head-prepend" }];
        }
        const boot = Object.values(ctx.bundle).find(
          (file) => file.type === "asset" && (file.names ?? []).includes(BOOT_ASSET),
        )?.fileName;
        if (!boot) throw new Error("The boot script is missing from the build.");
        return [{ tag: "script", attrs: { src: `/${boot}` }, injectTo: "head-prepend" }];
      },
    },
  };
}
