import { Button, Checkbox, Group } from "@mantine/core";

/** 'Make this private.', shown only to those who may see private files (spec §5). */
export function PrivateCheckbox(props: {
  show: boolean;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  if (!props.show) return null;
  return (
    <Checkbox
      label={props.label}
      checked={props.checked}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
    />
  );
}

/** Cancel and the submit button, which spins while its request runs (spec §5: no second send). */
export function FormActions(props: {
  cancel: string;
  submit: string;
  onCancel: () => void;
  pending: boolean;
  /** The submit stays disabled while the form is not ready (an empty name, nothing attached). */
  disabled?: boolean;
  /** Whether Cancel may interrupt the request (uploads may be stopped half-way). */
  cancelWhilePending?: boolean;
}) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={props.onCancel} disabled={props.pending && !props.cancelWhilePending}>
        {props.cancel}
      </Button>
      <Button type="submit" loading={props.pending} disabled={props.disabled}>
        {props.submit}
      </Button>
    </Group>
  );
}
