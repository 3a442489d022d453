import { routeTo } from "@cairn/shared";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useMe } from "../../../api/me";
import { useProject } from "../../../api/project";
import { PageLoader } from "../../../components/PageLoader";
import { canManageSettings } from "../../settings/access";

/** Invoice screens are the project managers' (and global managers'): anyone else lands on the overview. */
export function ManagersOfProject({ projectId, children }: { projectId: number; children: ReactNode }) {
  const project = useProject(projectId).data;
  const me = useMe().data;
  if (!project || !me) return <PageLoader />;
  if (!canManageSettings(me, project))
    return <Navigate to={routeTo("pm_overview", { project_id: projectId })} replace />;
  return <>{children}</>;
}
