import { z } from "zod";
import { SETTINGS_MESSAGES as M } from "../messages-settings";
import { zId, zIdList, zTitle } from "./primitives";

/** 0, "", null: nobody. */
const zOptionalUser = z.preprocess((v) => (v === 0 || v === "0" || v === "" ? null : v), zId.nullable());

export const departmentBody = z.object({
  title: zTitle(M.departmentTitleRequired, 100),
  lead_id: zOptionalUser.optional(),
  member_ids: zIdList.optional(),
});
export type DepartmentBody = z.infer<typeof departmentBody>;

export const updateDepartmentBody = departmentBody.partial();
export type UpdateDepartmentBody = z.infer<typeof updateDepartmentBody>;

/** `department_id` on the project form: 0 means none. */
export const zDepartmentId = z.coerce
  .number({ error: "Must be a number." })
  .int("Must be a whole number.")
  .min(0, "Must be 0 or a department id.")
  .max(2_147_483_647, "Must be a valid id.");
