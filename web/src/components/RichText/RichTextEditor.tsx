import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { Link, RichTextEditor as MantineEditor } from "@mantine/tiptap";
import { Placeholder } from "@tiptap/extension-placeholder";
import { type Editor, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { clipboardFiles } from "../attachments/upload";
import { MentionList } from "./MentionList";
import { mentionExtensions, submitShortcut } from "./mentions";
import { RICH_TEXT_NS } from "./messages";
import classes from "./RichText.module.css";
import { SuggestionStore } from "./suggestion-store";
import { useProjectMentions } from "./useProjectMentions";

export type RichTextEditorProps = {
  /** HTML; "" when the editor holds no text. */
  value: string;
  onChange: (html: string) => void;
  /** Ctrl+Enter (Cmd+Enter). */
  onSubmit?: () => void;
  placeholder?: string;
  /** Shown above the editor; without it, `ariaLabel` names the editor for screen readers. */
  label?: string;
  ariaLabel?: string;
  error?: string;
  /** Turns on @ (members) and # (tasks) mentions of this project. */
  projectId?: number;
  autoFocus?: boolean;
  testId?: string;
  /**
   * Files pasted or dropped on the text are the form's to take (FileDropZone around it): the editor then leaves
   * them alone instead of pasting nothing, or a file name, into the text.
   */
  acceptsFiles?: boolean;
};

/** Blank text (only spaces, empty paragraphs) counts as empty, so "" is what forms check. */
const htmlOf = (editor: Editor) => (editor.getText().trim() === "" ? "" : editor.getHTML());

/** Tiptap through Mantine: bold, italic, lists, link, code, mentions; loaded on first use (LazyRichTextEditor). */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, onSubmit, placeholder, label, ariaLabel, error, projectId, autoFocus, testId } = props;
  const { t } = useTranslation(RICH_TEXT_NS);
  const labelId = useId();
  const store = useMemo(() => new SuggestionStore(), []);
  const sources = useProjectMentions(projectId);
  const latest = useRef({ onChange, onSubmit, acceptsFiles: props.acceptsFiles });
  latest.current = { onChange, onSubmit, acceptsFiles: props.acceptsFiles };
  const emitted = useRef(value);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: false }),
      Link.configure({ openOnClick: false }),
      Placeholder.configure({ placeholder: placeholder ?? "" }),
      ...(projectId ? mentionExtensions(store, sources) : []),
      submitShortcut(() => latest.current.onSubmit?.()),
    ],
    content: value,
    autofocus: autoFocus ? "end" : false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        ...(label ? { "aria-labelledby": labelId } : { "aria-label": ariaLabel ?? placeholder ?? t("label") }),
        ...(testId ? { "data-testid": testId } : {}),
      },
      // Declined here, the event goes on to the form's FileDropZone, which takes the files.
      handlePaste: (_view, event) =>
        latest.current.acceptsFiles === true && clipboardFiles(event.clipboardData).length > 0,
      handleDrop: (_view, event) => latest.current.acceptsFiles === true && (event.dataTransfer?.files.length ?? 0) > 0,
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      emitted.current = html;
      latest.current.onChange(html);
    },
  });

  // A value set from outside (a reset after sending, another comment to edit) replaces the text.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value || "", { emitUpdate: false });
  }, [editor, value]);

  // While suggestions are open, Escape closes them rather than the modal around the editor.
  useEffect(() => {
    if (!editor) return;
    return store.subscribe(() => {
      const dom = editor.view.dom;
      if (store.get()) dom.setAttribute("data-mantine-stop-propagation", "true");
      else dom.removeAttribute("data-mantine-stop-propagation");
    });
  }, [editor, store]);

  const labels = {
    boldControlLabel: t("bold"),
    italicControlLabel: t("italic"),
    bulletListControlLabel: t("bulletList"),
    orderedListControlLabel: t("orderedList"),
    linkControlLabel: t("link"),
    unlinkControlLabel: t("unlink"),
    codeControlLabel: t("code"),
    linkEditorInputLabel: t("linkInput"),
    linkEditorInputPlaceholder: t("linkPlaceholder"),
    linkEditorExternalLink: t("linkExternal"),
    linkEditorInternalLink: t("linkInternal"),
    linkEditorSave: t("linkSave"),
  };

  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} error={error}>
      <MantineEditor editor={editor} labels={labels} className={`${classes.content} ${classes.editor}`}>
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Code />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content />
      </MantineEditor>
      <MentionList store={store} />
    </Input.Wrapper>
  );
}
