import { Alert, List } from "@mantine/core";
import { ApiError } from "../api/client";

type Props = {
  title: string;
  /** A refused save: the server's messages, nothing unless it is a 400. */
  error?: unknown;
  /** Or the messages themselves (a form's refusals that no input shows); nothing when empty. */
  messages?: readonly string[];
};

/**
 * A form's refused save as a list of messages above its fields, for forms whose fields do not map one to one
 * onto the refusal's (pair it with the mutation's `meta.listsRefusal`, so they are not also toasted).
 */
export function RefusalAlert({ error, messages, title }: Props) {
  const listed = messages ?? (error instanceof ApiError && error.status === 400 ? error.messages : []);
  if (listed.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      <List size="sm">
        {listed.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two fields may share a message; the list is static
          <List.Item key={i}>{m}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
