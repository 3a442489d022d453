import iconButton from "./IconButton.module.css";
import icons from "./MaskIcon.module.css";

/** A sortable's handle wiring from dnd-kit (each part stable between renders). */
export type DragWiring = {
  ref: (element: HTMLElement | null) => void;
  attributes: object;
  listeners: object | undefined;
};

/**
 * The grip button that drags a row, a card or a column: pointer, touch or keyboard (dnd-kit's listeners), named
 * for screen readers by what it moves. `className` places it in its container.
 */
export function DragHandle({
  wiring,
  label,
  className,
  testId,
}: {
  wiring: DragWiring;
  label: string;
  className: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      ref={wiring.ref}
      className={`${iconButton.subtle} ${icons.grip} ${className}`}
      data-mask-icon
      {...wiring.attributes}
      {...wiring.listeners}
      aria-label={label}
      data-testid={testId}
    />
  );
}
