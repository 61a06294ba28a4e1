import {
  imagePath,
  isGifPath,
  looksLikeDomain,
  type PhotoSearchType,
  type StoredPhoto,
} from '@masthead/core';
import { Extension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions/placeholder';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { ImageSearchOverlay } from '../../ui/image-search-overlay';
import { uploadPhoto } from './compose-api';
import { EmbedDialog, LinkDialog } from './editor-dialogs';
import { EditorIcon } from './editor-icons';
import { placeCursorAfterNode, VideoEmbed } from './video-embed';
import './compose.css';

export type RichTextEditorProps = {
  /** Sanitised HTML to start from (the editor keeps its own state afterwards). */
  initialHtml: string;
  /** The body as HTML, '' when empty. */
  onChange: (html: string) => void;
  /** The id of the visible label that names the text box. */
  labelId: string;
  /** The id of the message line under it. */
  describedBy?: string;
  invalid?: boolean;
  placeholder: string;
  disabled?: boolean;
  /** A shorter text box (the compose popup). */
  compact?: boolean;
};

/** Web and mail links only; the server's sanitiser drops anything else as well. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

const isImageFile = (file: File) => /^image\//i.test(file.type);

/** The address to show a stored picture at in a body: GIFs as they are, others at the widest size. */
const bodyImageSrc = (photo: StoredPhoto) =>
  isGifPath(photo.photoPath) ? photo.photoPath : imagePath(photo.photoPath, 'xl');

type ToolKey =
  | 'h2'
  | 'h3'
  | 'bold'
  | 'italic'
  | 'bulletList'
  | 'orderedList'
  | 'quote'
  | 'link'
  | 'upload'
  | 'searchImage'
  | 'searchGif'
  | 'embed';

type Tool = {
  key: ToolKey;
  label: string;
  /** Keys as aria-keyshortcuts names them, with Mod for Control (Command on a Mac). */
  shortcut?: string;
  face: ReactNode;
  /** Toggles show their state with aria-pressed; the others open something. */
  pressed?: boolean;
  opensDialog?: boolean;
  run: () => void;
  /** Starts a new group (a gap before it). */
  group?: boolean;
};

/**
 * The writer's rich text (TipTap 3): headings, bold, italic, lists, quotes, links (auto-linked only when
 * the text looks like a domain, SPEC §5), pictures (upload, or 'Insert an image' / 'Insert a GIF' search)
 * and YouTube or Vimeo players. The toolbar is one tab stop; the arrow keys move along it.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  labelId,
  describedBy,
  invalid,
  placeholder,
  disabled,
  compact,
}: RichTextEditorProps) {
  const t = useT();
  const [linkOpen, setLinkOpen] = useState(false);
  const [embedOpen, setEmbedOpen] = useState(false);
  const [search, setSearch] = useState<PhotoSearchType | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  /** Where the text cursor was when a dialog opened: focus moving away may lose it. */
  const savedSelection = useRef<{ from: number; to: number } | null>(null);
  const latest = useRef({ onChange, openLink: () => {}, upload: (_files: File[]) => {} });
  latest.current.onChange = onChange;

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
            latest.current.openLink();
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
        savedSelection.current = null;
        latest.current.upload(files);
        return true;
      },
      handleDrop: (_view, event, _slice, moved) => {
        if (moved) return false;
        const files = [...(event.dataTransfer?.files ?? [])].filter(isImageFile);
        if (files.length === 0) return false;
        event.preventDefault();
        savedSelection.current = null;
        latest.current.upload(files);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => latest.current.onChange(current.isEmpty ? '' : current.getHTML()),
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
  async function upload(files: File[]) {
    if (!editor) return;
    setUploadError(null);
    const images = files.filter(isImageFile);
    if (images.length === 0) {
      setUploadError(t('compose.editor.notImage'));
      return;
    }
    setUploading(true);
    for (const file of images) {
      const result = await uploadPhoto(file);
      if (!result.ok) {
        setUploadError(result.message);
        break;
      }
      chainAtSaved(editor)
        .setImage({ src: bodyImageSrc(result.data), alt: '' })
        .command(({ tr }) => placeCursorAfterNode(tr))
        .run();
      // The next picture follows this one.
      savedSelection.current = null;
    }
    setUploading(false);
  }
  latest.current.upload = (files) => void upload(files);

  const openLink = () => {
    rememberSelection();
    setLinkOpen(true);
  };
  latest.current.openLink = openLink;

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            quote: current.isActive('blockquote'),
            link: current.isActive('link'),
          }
        : null,
  });

  const chain = (run: (editor: Editor) => void) => () => {
    if (editor) run(editor);
  };

  const tools: Tool[] = [
    {
      key: 'h2',
      label: t('compose.editor.heading2'),
      shortcut: 'Mod+Alt+2',
      face: <EditorIcon name="heading2" />,
      pressed: state?.h2 ?? false,
      run: chain((e) => e.chain().focus().toggleHeading({ level: 2 }).run()),
    },
    {
      key: 'h3',
      label: t('compose.editor.heading3'),
      shortcut: 'Mod+Alt+3',
      face: <EditorIcon name="heading3" />,
      pressed: state?.h3 ?? false,
      run: chain((e) => e.chain().focus().toggleHeading({ level: 3 }).run()),
    },
    {
      key: 'bold',
      group: true,
      label: t('compose.editor.bold'),
      shortcut: 'Mod+B',
      face: <span className="editor-tool-text editor-tool-bold">B</span>,
      pressed: state?.bold ?? false,
      run: chain((e) => e.chain().focus().toggleBold().run()),
    },
    {
      key: 'italic',
      label: t('compose.editor.italic'),
      shortcut: 'Mod+I',
      face: <span className="editor-tool-text editor-tool-italic">I</span>,
      pressed: state?.italic ?? false,
      run: chain((e) => e.chain().focus().toggleItalic().run()),
    },
    {
      key: 'bulletList',
      group: true,
      label: t('compose.editor.bulletList'),
      shortcut: 'Mod+Shift+8',
      face: <EditorIcon name="bulletList" />,
      pressed: state?.bulletList ?? false,
      run: chain((e) => e.chain().focus().toggleBulletList().run()),
    },
    {
      key: 'orderedList',
      label: t('compose.editor.orderedList'),
      shortcut: 'Mod+Shift+7',
      face: <EditorIcon name="orderedList" />,
      pressed: state?.orderedList ?? false,
      run: chain((e) => e.chain().focus().toggleOrderedList().run()),
    },
    {
      key: 'quote',
      label: t('compose.editor.quote'),
      shortcut: 'Mod+Shift+B',
      face: <EditorIcon name="quote" />,
      pressed: state?.quote ?? false,
      run: chain((e) => e.chain().focus().toggleBlockquote().run()),
    },
    {
      key: 'link',
      group: true,
      label: t('compose.editor.link'),
      shortcut: 'Mod+K',
      face: <EditorIcon name="link" />,
      pressed: state?.link ?? false,
      opensDialog: true,
      run: openLink,
    },
    {
      key: 'upload',
      label: t('compose.editor.uploadImage'),
      face: <EditorIcon name="upload" />,
      opensDialog: true,
      run: () => {
        rememberSelection();
        fileInput.current?.click();
      },
    },
    {
      key: 'searchImage',
      label: t('compose.editor.searchImage'),
      face: <EditorIcon name="image" />,
      opensDialog: true,
      run: () => {
        rememberSelection();
        setSearch('img');
      },
    },
    {
      key: 'searchGif',
      label: t('compose.editor.searchGif'),
      face: <span className="editor-tool-text editor-tool-gif">GIF</span>,
      opensDialog: true,
      run: () => {
        rememberSelection();
        setSearch('gif');
      },
    },
    {
      key: 'embed',
      label: t('compose.editor.embed'),
      face: <EditorIcon name="video" />,
      opensDialog: true,
      run: () => {
        rememberSelection();
        setEmbedOpen(true);
      },
    },
  ];

  const currentHref = linkOpen && editor ? String(editor.getAttributes('link').href ?? '') : '';

  return (
    <div
      className={`editor${compact ? ' editor-compact' : ''}${invalid ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}
    >
      <Toolbar tools={tools} label={t('compose.editor.toolbar')} disabled={!editor || disabled} />
      {uploading || uploadError ? (
        <p className={uploadError ? 'editor-notice editor-notice-error' : 'editor-notice'} role="status">
          {uploadError ?? t('compose.editor.uploading')}
        </p>
      ) : null}
      {editor ? (
        <EditorContent editor={editor} className="editor-body" />
      ) : (
        // Until the editor starts in the browser, a box of the same size (the server renders this).
        <div
          className={compact ? 'editor-body editor-placeholder-compact' : 'editor-body editor-placeholder'}
        >
          <p className="muted">{t('compose.editor.loading')}</p>
        </div>
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void upload(files);
        }}
      />
      <LinkDialog
        open={linkOpen}
        current={currentHref}
        onClose={() => {
          setLinkOpen(false);
          if (editor) chainAtSaved(editor).run();
        }}
        onApply={(href) => {
          setLinkOpen(false);
          if (!editor) return;
          const saved = savedSelection.current;
          const empty = saved ? saved.from === saved.to : editor.state.selection.empty;
          chainAtSaved(editor).run();
          if (empty && !editor.isActive('link'))
            editor
              .chain()
              .focus()
              .insertContent({
                type: 'text',
                text: href.replace(/^mailto:/i, ''),
                marks: [{ type: 'link', attrs: { href } }],
              })
              .run();
          else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
        }}
        onRemove={() => {
          setLinkOpen(false);
          if (editor) chainAtSaved(editor).extendMarkRange('link').unsetLink().run();
        }}
      />
      <EmbedDialog
        open={embedOpen}
        onClose={() => {
          setEmbedOpen(false);
          if (editor) chainAtSaved(editor).run();
        }}
        onEmbed={(src) => {
          setEmbedOpen(false);
          if (editor) chainAtSaved(editor).setVideoEmbed(src).run();
        }}
      />
      <ImageSearchOverlay
        open={search !== null}
        kind={search ?? 'img'}
        onClose={() => {
          setSearch(null);
          if (editor) chainAtSaved(editor).run();
        }}
        onPick={(photo) => {
          setSearch(null);
          if (editor)
            chainAtSaved(editor)
              .setImage({ src: bodyImageSrc(photo), alt: '' })
              .command(({ tr }) => placeCursorAfterNode(tr))
              .run();
        }}
      />
    </div>
  );
}

/** 'Mod+B' as a person reads it on this machine, and as aria-keyshortcuts names it. */
function shortcutNames(shortcut: string, mac: boolean) {
  const keys = shortcut.split('+');
  const aria = keys.map((key) => (key === 'Mod' ? (mac ? 'Meta' : 'Control') : key)).join('+');
  const shown = keys
    .map((key) => (key === 'Mod' ? (mac ? '⌘' : 'Ctrl') : key === 'Alt' ? (mac ? '⌥' : 'Alt') : key))
    .join(mac ? '' : '+');
  return { aria, shown };
}

/** WAI-ARIA toolbar: one tab stop, ←/→ (and Home/End) move between the buttons. */
function Toolbar({
  tools,
  label,
  disabled,
}: {
  tools: Tool[];
  label: string;
  disabled: boolean | undefined;
}) {
  const [active, setActive] = useState(0);
  const [mac, setMac] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => setMac(/Mac|iPhone|iPad|iPod/.test(navigator.platform)), []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? active >= last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft'
          ? active <= 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <div role="toolbar" aria-label={label} className="editor-toolbar" onKeyDown={onKeyDown}>
      {tools.map((tool, index) => {
        const keys = tool.shortcut ? shortcutNames(tool.shortcut, mac) : null;
        return (
          <button
            key={tool.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`editor-tool${tool.group ? ' editor-tool-group' : ''}`}
            tabIndex={index === active ? 0 : -1}
            aria-label={tool.label}
            aria-pressed={tool.opensDialog ? undefined : tool.pressed}
            aria-haspopup={tool.opensDialog ? 'dialog' : undefined}
            aria-keyshortcuts={keys?.aria}
            aria-disabled={disabled || undefined}
            title={keys ? `${tool.label} (${keys.shown})` : tool.label}
            data-tool={tool.key}
            onFocus={() => setActive(index)}
            // Keeps the text selection in the editor while the pointer presses a button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!disabled) tool.run();
            }}
          >
            {/* The name is the label; the face (H2, B, a picture) is for the eye. */}
            <span className="editor-tool-face" aria-hidden="true">
              {tool.face}
            </span>
          </button>
        );
      })}
    </div>
  );
}
