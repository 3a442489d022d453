import { MODULE } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import { addOnModule } from "../../core/modules/guard";
import { registerProjectCopiedHook, registerTasksCopiedHook } from "../duplication/hooks";
import { registerTaskHook, registerTaskQueryFilter, registerTaskUpdateHook } from "../tasks/hooks";
import { registerTaskRowAddOn } from "../tasks/task-row";
import { copyProjectFields, copyTaskValues } from "./copy-fields";
import { customFieldConditions } from "./filters";
import { customFieldRoutes } from "./routes";
import { customFieldsTaskHook, customFieldsUpdateHook } from "./task-hooks";
import { customFieldsRowAddOn } from "./values-json";

/**
 * The fields' rules run whether the module is on or off: new tasks take the defaults and copies keep their
 * values, so switching the module back on shows every task as complete as if it had stayed on. Setting values
 * and filtering by them are refused while it is off (tasks/routes.ts), and task answers carry none.
 */
async function customFieldRules(_app: FastifyInstance) {
  registerTaskHook("custom-fields", customFieldsTaskHook);
  registerTaskUpdateHook("custom-fields", customFieldsUpdateHook);
  registerTaskQueryFilter("custom-fields", (db, q, projectIds) =>
    customFieldConditions(db, q.custom_field, projectIds),
  );
  registerProjectCopiedHook("custom-fields", copyProjectFields);
  registerTasksCopiedHook("custom-fields", copyTaskValues);
  registerTaskRowAddOn(customFieldsRowAddOn);
}

/**
 * Custom fields on tasks (issue 22) as an add-on module: switched off, its calls answer 404 module_disabled,
 * task answers carry `custom_fields: {data: []}`, and the fields and values stay.
 */
export const customFieldsModule = addOnModule(
  {
    path: MODULE.customFields,
    name: "Custom fields",
    description:
      "Fields of your own on each project's tasks: text, numbers, dates, dropdowns, checkboxes, links and people, shown in the task, the lists and on the board, and used to filter.",
    thumbnail: null,
  },
  customFieldRules,
  customFieldRoutes,
);
