import type { Editor } from '@tiptap/react';
import { useRef } from 'react';

/**
 * Where the text cursor was when a dialog opened (focus moving away may lose it), and editor
 * commands that start from there.
 */
export function useSavedSelection(editor: Editor | null) {
  const savedSelection = useRef<{ from: number; to: number } | null>(null);

  const rememberSelection = () => {
    if (!editor) return;
    const { selection } = editor.state;
    let { from, to } = selection;
    // A shortcut can arrive before the editor has read the browser's latest selection (Shift+Home,
    // then at once Ctrl+K): read it from the page. A selected picture or player is taken as it is.
    const dom = window.getSelection();
    const root = editor.view.dom;
    if (
      !('node' in selection) &&
      dom?.anchorNode &&
      dom.focusNode &&
      root.contains(dom.anchorNode) &&
      root.contains(dom.focusNode)
    ) {
      try {
        const anchor = editor.view.posAtDOM(dom.anchorNode, dom.anchorOffset);
        const head = editor.view.posAtDOM(dom.focusNode, dom.focusOffset);
        from = Math.min(anchor, head);
        to = Math.max(anchor, head);
      } catch {
        // Keep the editor's own selection.
      }
    }
    savedSelection.current = { from, to };
  };
  /** A chain that starts from the remembered selection (clamped to the document as it is now). */
  const chainAtSaved = (current: Editor) => {
    const saved = savedSelection.current;
    const chain = current.chain().focus();
    if (!saved) return chain;
    const size = current.state.doc.content.size;
    return chain.setTextSelection({ from: Math.min(saved.from, size), to: Math.min(saved.to, size) });
  };
  /** The link dialog's answer: a new linked text where nothing was selected, else the selection linked. */
  const applyLink = (current: Editor, href: string) => {
    const saved = savedSelection.current;
    const empty = saved ? saved.from === saved.to : current.state.selection.empty;
    chainAtSaved(current).run();
    if (empty && !current.isActive('link'))
      current
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: href.replace(/^mailto:/i, ''),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    else current.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };
  /** Forgets the remembered place: what comes next goes where the cursor is now. */
  const forgetSelection = () => {
    savedSelection.current = null;
  };
  return { rememberSelection, chainAtSaved, applyLink, forgetSelection };
}
