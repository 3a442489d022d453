import { SETTINGS_MESSAGES } from "@cairn/shared";
import { AppError } from "../http/errors";

/** An add-on feature that can be switched off on the Modules screen (spec: path, name, thumbnail, description). */
export type ModuleDefinition = {
  /** The module's key (@cairn/shared MODULE), sent back as `module` to pm-pro/v2/module-update. */
  path: string;
  /** The card's title. */
  name: string;
  /** One or two sentences: what switching it off takes away. */
  description: string;
  /** An image URL for the module's card, or null (the web app shows the feature's icon). */
  thumbnail: string | null;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** The module a route belongs to: it answers 404 `module_disabled` while that module is off. */
    module?: string;
  }
}

export const moduleDisabled = () => new AppError(404, "module_disabled", [SETTINGS_MESSAGES.moduleDisabled]);

const PATH = /^[a-z][a-z0-9-]{0,63}$/;

/** The modules this process knows, in the order features registered them. */
export class ModuleRegistry {
  private readonly modules = new Map<string, ModuleDefinition>();

  register(definition: ModuleDefinition): void {
    if (!PATH.test(definition.path)) throw new Error(`Invalid module path "${definition.path}"`);
    if (this.modules.has(definition.path)) throw new Error(`Module "${definition.path}" is registered twice`);
    this.modules.set(definition.path, { ...definition });
  }

  get(path: string): ModuleDefinition | undefined {
    return this.modules.get(path);
  }

  list(): ModuleDefinition[] {
    return [...this.modules.values()];
  }
}
