import { Alert, List } from "@mantine/core";
import { ApiError } from "../api/client";

/**
 * A form's refused save as a list of the server's messages above its fields, for forms whose fields do not
 * map one to one onto the refusal's (pair it with the mutation's `meta.listsRefusal`, so they are not also
 * toasted). Nothing unless `error` is a 400.
 */
export function RefusalAlert({ error, title }: { error: unknown; title: string }) {
  if (!(error instanceof ApiError && error.status === 400)) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      <List size="sm">
        {error.messages.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two fields may share a message; the list is static
          <List.Item key={i}>{m}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
