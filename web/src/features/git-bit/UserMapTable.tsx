import { Alert, Button, Group, Skeleton, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldError } from "../../components/fieldErrors";
import { useSaveUserMap, useUserMap } from "./hooks";

type Logins = Record<number, { github: string; bitbucket: string }>;

/** One row per member: his name and e-mail, and the two logins to fill; saved together. */
export function UserMapTable({ projectId }: { projectId: number }) {
  const { t } = useTranslation("git-bit");
  const rows = useUserMap(projectId);
  const save = useSaveUserMap(projectId);
  const [edits, setEdits] = useState<Logins>({});
  if (rows.isPending) return <Skeleton height={120} />;
  if (rows.isError) return <Alert color="red">{t("users.loadError")}</Alert>;
  const current = (id: number, field: "github" | "bitbucket") =>
    edits[id]?.[field] ?? rows.data.find((r) => r.user_id === id)?.[field] ?? "";
  const edit = (id: number, field: "github" | "bitbucket", v: string) =>
    setEdits((e) => ({
      ...e,
      [id]: { ...(e[id] ?? { github: current(id, "github"), bitbucket: current(id, "bitbucket") }), [field]: v },
    }));
  const submit = () =>
    save.mutate(
      rows.data.map((r) => ({
        user_id: r.user_id,
        github: current(r.user_id, "github"),
        bitbucket: current(r.user_id, "bitbucket"),
      })),
      { onSuccess: () => setEdits({}) },
    );
  return (
    <Stack gap="xs" mt="sm" component="section" aria-label={t("users.heading")}>
      <Title order={4} size="h5">
        {t("users.heading")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("users.intro")}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("users.member")}</Table.Th>
              <Table.Th>{t("users.username")}</Table.Th>
              <Table.Th>{t("users.github")}</Table.Th>
              <Table.Th>{t("users.bitbucket")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.data.map((r, i) => (
              <Table.Tr key={r.user_id}>
                <Table.Td>{r.display_name}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {r.email}
                  </Text>
                </Table.Td>
                {(["github", "bitbucket"] as const).map((field) => (
                  <Table.Td key={field}>
                    <TextInput
                      size="xs"
                      aria-label={t(field === "github" ? "users.githubOf" : "users.bitbucketOf", {
                        name: r.display_name,
                      })}
                      value={current(r.user_id, field)}
                      maxLength={100}
                      error={fieldError(save.error, `users.${i}.${field}`)}
                      onChange={(e) => edit(r.user_id, field, e.currentTarget.value)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button variant="light" onClick={submit} loading={save.isPending}>
          {t("users.save")}
        </Button>
      </Group>
    </Stack>
  );
}
