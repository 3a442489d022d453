import { useMutation } from "@tanstack/react-query";
import { post, type Written } from "../../api/client";
import type { AddOnModule } from "../../api/modules";

/** Switches a module on or off; the spec reloads the page afterwards so every menu is rebuilt. */
export function useSwitchModule() {
  return useMutation({
    mutationFn: ({ path, on }: { path: string; on: boolean }) =>
      post<Written<AddOnModule>>("pm-pro/v2/module-update", { module: path, type: on ? "activate" : "deactivate" }),
  });
}
