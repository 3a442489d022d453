import type { UserMapRow } from "@cairn/shared";
import { saveUsersMapBody } from "@cairn/shared/schemas/git-bit";
import { Alert, Button, Group, Skeleton, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useApiForm } from "../../components/useApiForm";
import { useSaveUserMap, useUserMap } from "./hooks";

/** The body's users; the project is the table's own (the hook sends it). */
const usersBody = saveUsersMapBody.pick({ users: true });

/** Each member's two logins as the inputs hold them, in the rows' order (a refusal names `users.<index>.github`). */
const loginsOf = (rows: UserMapRow[]) => ({
  users: rows.map((r) => ({ user_id: r.user_id, github: r.github ?? "", bitbucket: r.bitbucket ?? "" })),
});

/** One row per member: his name and e-mail, and the two logins to fill; saved together. */
export function UserMapTable({ projectId }: { projectId: number }) {
  const { t } = useTranslation("git-bit");
  const rows = useUserMap(projectId);
  if (rows.isPending) return <Skeleton height={120} />;
  if (rows.isError) return <Alert color="red">{t("users.loadError")}</Alert>;
  return <UserMapForm projectId={projectId} rows={rows.data} />;
}

function UserMapForm({ projectId, rows }: { projectId: number; rows: UserMapRow[] }) {
  const { t } = useTranslation("git-bit");
  const save = useSaveUserMap(projectId);
  const { form, submit, pending } = useApiForm({ schema: usersBody, initialValues: loginsOf(rows), write: save });
  // The logins as saved become the form's starting point, so that what is typed since is what differs.
  const fill = (saved: UserMapRow[]) => {
    form.setInitialValues(loginsOf(saved));
    form.setValues(loginsOf(saved));
  };
  // The members as read anew (one joined meanwhile, another's save) show once nothing typed would be lost.
  const filledFrom = useRef(rows);
  useEffect(() => {
    if (rows === filledFrom.current || form.isDirty()) return;
    filledFrom.current = rows;
    fill(rows);
  });
  const send = submit(async (body) => fill((await save.mutateAsync(body.users)).data));
  const people = new Map(rows.map((r) => [r.user_id, r]));
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
            {form.values.users.map((login, i) => {
              const person = people.get(login.user_id);
              return (
                <Table.Tr key={login.user_id}>
                  <Table.Td>{person?.display_name}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {person?.email}
                    </Text>
                  </Table.Td>
                  {(["github", "bitbucket"] as const).map((field) => (
                    <Table.Td key={field}>
                      <TextInput
                        size="xs"
                        aria-label={t(field === "github" ? "users.githubOf" : "users.bitbucketOf", {
                          name: person?.display_name,
                        })}
                        maxLength={100}
                        {...form.getInputProps(`users.${i}.${field}`)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button variant="light" onClick={() => send()} loading={pending}>
          {t("users.save")}
        </Button>
      </Group>
    </Stack>
  );
}
