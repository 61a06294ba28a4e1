import type { PhotoSearchType } from '@masthead/core';
import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { EditorIcon } from './editor-icons';

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
  | 'embed'
  | 'imageAlt';

export type Tool = {
  key: ToolKey;
  label: string;
  /** Keys as aria-keyshortcuts names them, with Mod for Control (Command on a Mac). */
  shortcut?: string;
  face: ReactNode;
  /** Toggles show their state with aria-pressed; the others open something. */
  pressed?: boolean;
  opensDialog?: boolean;
  /** Nothing to act on now (no picture selected): announced as disabled, with the reason as its title. */
  unavailable?: { reason: string } | undefined;
  run: () => void;
  /** Starts a new group (a gap before it). */
  group?: boolean;
};

/** What the toolbar's buttons that open something do. */
export type ToolActions = {
  openLink: () => void;
  openUpload: () => void;
  openSearch: (kind: PhotoSearchType) => void;
  openEmbed: () => void;
  describeImage: () => void;
};

/** The toolbar's buttons: formats (pressed while the selection has them), then what may be inserted. */
export function useEditorTools(
  editor: Editor | null,
  { openLink, openUpload, openSearch, openEmbed, describeImage }: ToolActions,
) {
  const t = useT();
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
            image: current.isActive('image'),
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
      run: openUpload,
    },
    {
      key: 'searchImage',
      label: t('compose.editor.searchImage'),
      face: <EditorIcon name="image" />,
      opensDialog: true,
      run: () => openSearch('img'),
    },
    {
      key: 'searchGif',
      label: t('compose.editor.searchGif'),
      face: <span className="editor-tool-text editor-tool-gif">GIF</span>,
      opensDialog: true,
      run: () => openSearch('gif'),
    },
    {
      key: 'embed',
      label: t('compose.editor.embed'),
      face: <EditorIcon name="video" />,
      opensDialog: true,
      run: openEmbed,
    },
    {
      key: 'imageAlt',
      label: t('compose.editor.imageAlt'),
      face: <span className="editor-tool-text">ALT</span>,
      opensDialog: true,
      unavailable: state?.image ? undefined : { reason: t('compose.editor.imageAltNone') },
      run: describeImage,
    },
  ];

  return tools;
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
export function Toolbar({
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
            aria-disabled={disabled || tool.unavailable ? true : undefined}
            title={tool.unavailable?.reason ?? (keys ? `${tool.label} (${keys.shown})` : tool.label)}
            data-tool={tool.key}
            onFocus={() => setActive(index)}
            // Keeps the text selection in the editor while the pointer presses a button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!disabled && !tool.unavailable) tool.run();
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
