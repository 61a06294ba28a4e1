import type { Editor } from '@tiptap/react';
import { useState } from 'react';

/** The picture being described: where it is in the document, and its description so far. */
export type Describing = { pos: number; alt: string };

/**
 * WCAG 1.1.1 for pictures in the text: a picture's description (its alt), asked for right after it is
 * inserted and editable later from the toolbar with the picture selected. Left empty, the picture is
 * treated as decorative.
 */
export function useImageAlt(editor: Editor | null) {
  const [describing, setDescribing] = useState<Describing | null>(null);

  /** Right after an insert: the picture just before the cursor's paragraph (the insert put it there). */
  const askAfterInsert = () => {
    if (!editor) return;
    const { $from } = editor.state.selection;
    const start = $from.depth > 0 ? $from.before() : $from.pos;
    const node = editor.state.doc.resolve(start).nodeBefore;
    if (node?.type.name !== 'image') return;
    setDescribing({ pos: start - node.nodeSize, alt: String(node.attrs.alt ?? '') });
  };

  /** From the toolbar: the selected picture. */
  const askForSelected = () => {
    if (!editor) return;
    const { selection } = editor.state;
    const node = editor.state.doc.nodeAt(selection.from);
    if (node?.type.name !== 'image') return;
    setDescribing({ pos: selection.from, alt: String(node.attrs.alt ?? '') });
  };

  /** Saves the description on the picture (if it is still where it was) and puts the cursor after it. */
  const apply = (alt: string) => {
    const target = describing;
    setDescribing(null);
    if (!editor || !target) return;
    editor
      .chain()
      .focus()
      .command(({ tr }) => {
        const node = tr.doc.nodeAt(target.pos);
        if (node?.type.name !== 'image') return false;
        tr.setNodeMarkup(target.pos, undefined, { ...node.attrs, alt: alt.trim() });
        return true;
      })
      .setTextSelection(target.pos + (editor.state.doc.nodeAt(target.pos)?.nodeSize ?? 0) + 1)
      .run();
  };

  const close = () => {
    const target = describing;
    setDescribing(null);
    if (editor && target)
      editor
        .chain()
        .focus()
        .setTextSelection(target.pos + (editor.state.doc.nodeAt(target.pos)?.nodeSize ?? 0) + 1)
        .run();
  };

  return { describing, askAfterInsert, askForSelected, apply, close };
}
