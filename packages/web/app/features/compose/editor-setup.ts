import { looksLikeDomain } from '@masthead/core';
import { Extension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions/placeholder';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type RefObject, useEffect } from 'react';
import { useT } from '../../lib/i18n';
import { isImageFile } from '../../ui/image-files';
import { VideoEmbed } from './video-embed';

/** Web and mail links only; the server's sanitiser drops anything else as well. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

/** What the editor calls back; a ref, so that the editor made once always reaches the latest ones. */
export type EditorHandlers = {
  onChange: (html: string) => void;
  openLink: () => void;
  /** Pictures pasted or dropped into the text. */
  insertImages: (files: File[]) => void;
};

export type EditorSetup = {
  initialHtml: string;
  labelId: string;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  placeholder: string;
  disabled?: boolean | undefined;
  compact?: boolean | undefined;
};

/**
 * The TipTap editor of a body: the formats the writer may use (SPEC §5; links auto-linked only when the
 * text looks like a domain), pictures, video players, Mod+K for a link, and the text box's name,
 * description and invalid state.
 */
export function useRichTextEditor(
  { initialHtml, labelId, describedBy, invalid, placeholder, disabled, compact }: EditorSetup,
  handlers: RefObject<EditorHandlers>,
) {
  const t = useT();
  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          autolink: true,
          linkOnPaste: true,
          openOnClick: false,
          defaultProtocol: 'https',
          // Web and mail links; the autolinker asks about the text as typed ('example.com') as well.
          isAllowedUri: (url) => SAFE_LINK.test(url) || looksLikeDomain(url),
          shouldAutoLink: looksLikeDomain,
        },
      }),
      Image.configure({ allowBase64: false }),
      Placeholder.configure({ placeholder }),
      VideoEmbed.configure({ title: t('compose.embed.videoTitle'), removeLabel: t('compose.embed.remove') }),
      Extension.create({
        name: 'composeShortcuts',
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            handlers.current.openLink();
            return true;
          },
        }),
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        class: compact ? 'editor-prose editor-prose-compact' : 'editor-prose',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      // Pictures pasted or dropped in are uploaded like the toolbar's.
      handlePaste: (_view, event) => {
        const files = [...(event.clipboardData?.files ?? [])].filter(isImageFile);
        if (files.length === 0) return false;
        handlers.current.insertImages(files);
        return true;
      },
      handleDrop: (_view, event, _slice, moved) => {
        if (moved) return false;
        const files = [...(event.dataTransfer?.files ?? [])].filter(isImageFile);
        if (files.length === 0) return false;
        event.preventDefault();
        handlers.current.insertImages(files);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => handlers.current.onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // The invalid state follows the last save or publish.
  useEffect(() => {
    if (!editor) return;
    editor.view.dom.setAttribute('aria-invalid', invalid ? 'true' : 'false');
  }, [editor, invalid]);

  useEffect(() => {
    // Without an update event: this is not a change of the text.
    if (editor && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return editor;
}
