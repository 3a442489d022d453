import { Skeleton, Stack } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { RichTextEditorProps } from "./RichTextEditor";

const RichTextEditor = lazy(() => import("./RichTextEditor"));

/** The editor's code (Tiptap, ~150 KB gz) loads the first time an editor is shown, behind a skeleton. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Stack gap={4} aria-busy="true">
          {props.label ? <Skeleton height={16} width={100} /> : null}
          <Skeleton height={36} />
          <Skeleton height={80} />
        </Stack>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export type { RichTextEditorProps };
