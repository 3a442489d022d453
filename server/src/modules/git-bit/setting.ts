import { GIT_BIT_SETTING_KEY, type GitBitSetting } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { gitBitHooks } from "../../db/schema";
import { registerProjectSettingHook } from "../settings/hooks";
import { ensureHook, loadHook, webhookUrl } from "./hook";

/**
 * The GitHub/Bitbucket setting stores only `{status}`: enabling makes the project's webhook address (once),
 * and the shared secret goes to git_bit_hooks (an empty one turns signature checks off). Managers read the
 * address and whether a secret is set; nobody reads the secret back.
 */
export function installGitBitSetting(): void {
  registerProjectSettingHook(GIT_BIT_SETTING_KEY, {
    save: async (tx, value, ctx) => {
      const { status, secret } = value as GitBitSetting;
      if (status === "enable" || secret !== undefined) await ensureHook(tx, ctx.projectId);
      if (secret !== undefined) {
        await tx
          .update(gitBitHooks)
          .set({ secret: secret === "" ? null : secret })
          .where(eq(gitBitHooks.projectId, ctx.projectId));
      }
      return { status };
    },
    present: async (db, value, ctx) => {
      const { status } = value as GitBitSetting;
      if (!ctx.canManage) return { status };
      const hook = await loadHook(db, ctx.projectId);
      return {
        status,
        webhook_url: hook ? webhookUrl(ctx.config.publicUrl, ctx.projectId, hook.token) : null,
        secret_set: Boolean(hook?.secret),
      };
    },
  });
}
