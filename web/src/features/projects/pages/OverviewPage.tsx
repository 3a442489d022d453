import { Text } from "@mantine/core";
import { useProject, useProjectId } from "../useProject";

export default function OverviewPage() {
  const project = useProject(useProjectId());
  return <Text>{project.data?.description}</Text>;
}
