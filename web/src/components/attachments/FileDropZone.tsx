import { Box, Group, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { type DragEvent, type ReactNode, useRef, useState } from "react";
import { clipboardFiles, pastedName } from "./upload";

const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes("Files");

type Props = {
  /** Dropped or pasted files, in the order they came. */
  onFiles: (files: File[]) => void;
  /** Shown over the zone while files are dragged over it. */
  hint: string;
  disabled?: boolean;
  children: ReactNode;
  testId?: string;
};

/**
 * Files dropped on what it wraps, or pasted into it (a screenshot from the clipboard), go to `onFiles`; while
 * files are dragged over it a dashed frame says where they will go. The wrapped form keeps its own file button,
 * the way there by keyboard. A zone inside another (a comment box in the file modal, over the files page) keeps
 * what it takes to itself: React events bubble through portals, so each handled event stops here.
 */
export function FileDropZone({ onFiles, hint, disabled, children, testId }: Props) {
  const [over, setOver] = useState(false);
  // dragenter and dragleave fire for every child crossed: the frame goes when the last one is left.
  const depth = useRef(0);
  const leave = () => {
    depth.current = 0;
    setOver(false);
  };
  return (
    <Box
      pos="relative"
      data-testid={testId}
      data-dropping={over || undefined}
      onDragEnter={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        e.stopPropagation();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        e.stopPropagation();
        e.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.stopPropagation();
        depth.current -= 1;
        if (depth.current <= 0) leave();
      }}
      onDrop={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        e.stopPropagation();
        leave();
        const files = Array.from(e.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
      onPaste={(e) => {
        // The editor inside has already declined to paste files as text (its default is prevented then).
        const files = disabled ? [] : clipboardFiles(e.clipboardData);
        if (files.length === 0) return;
        e.preventDefault();
        e.stopPropagation();
        onFiles(files.map((file) => pastedName(file)));
      }}
    >
      {children}
      {over ? (
        <Box
          aria-hidden
          pos="absolute"
          inset={0}
          style={{
            zIndex: 5,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            padding: 8,
            border: "2px dashed var(--mantine-color-blue-6)",
            borderRadius: "var(--mantine-radius-md)",
            // See-through: what the files go to stays in sight under the frame.
            background: "color-mix(in srgb, var(--mantine-color-blue-0) 70%, transparent)",
            pointerEvents: "none",
          }}
        >
          <Group
            gap={8}
            wrap="nowrap"
            px="md"
            py={8}
            bg="var(--mantine-color-body)"
            style={{ borderRadius: "var(--mantine-radius-xl)", boxShadow: "var(--mantine-shadow-sm)" }}
          >
            <IconUpload size={20} color="var(--mantine-color-blue-8)" style={{ flex: "none" }} />
            <Text fw={600} c="blue.9" size="sm">
              {hint}
            </Text>
          </Group>
        </Box>
      ) : null}
    </Box>
  );
}
