import { imagePath, isGifPath, type PhotoSearchType, type StoredPhoto } from '@masthead/core';
import { EditorContent } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { isImageFile } from '../../ui/image-files';
import { ImageSearchOverlay } from '../../ui/image-search-overlay';
import { uploadPhoto } from './compose-api';
import { EmbedDialog, ImageAltDialog, LinkDialog } from './editor-dialogs';
import { useSavedSelection } from './editor-selection';
import { type EditorHandlers, useRichTextEditor } from './editor-setup';
import { Toolbar, useEditorTools } from './editor-toolbar';
import { useImageAlt } from './use-image-alt';
import { placeCursorAfterNode } from './video-embed';
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
  /** Text formatting and links only: no pictures or players (short messages, such as a magazine's). */
  light?: boolean;
};

/** The tools of the light editor. */
const TEXT_TOOLS: ReadonlySet<string> = new Set([
  'h2',
  'h3',
  'bold',
  'italic',
  'bulletList',
  'orderedList',
  'quote',
  'link',
]);

/** The address to show a stored picture at in a body: GIFs as they are, others at the widest size. */
const bodyImageSrc = (photo: StoredPhoto) =>
  isGifPath(photo.photoPath) ? photo.photoPath : imagePath(photo.photoPath, 'xl');

/**
 * The writer's rich text (TipTap 3): headings, bold, italic, lists, quotes, links (auto-linked only when
 * the text looks like a domain, SPEC §5), pictures (upload, or 'Insert an image' / 'Insert a GIF' search)
 * and YouTube or Vimeo players. The toolbar is one tab stop; the arrow keys move along it.
 */
export function RichTextEditor({ onChange, light, ...setup }: RichTextEditorProps) {
  const { invalid, disabled, compact } = setup;
  const t = useT();
  const [linkOpen, setLinkOpen] = useState(false);
  const [embedOpen, setEmbedOpen] = useState(false);
  const [search, setSearch] = useState<PhotoSearchType | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const latest = useRef<EditorHandlers>({ onChange, openLink: () => {}, insertImages: () => {} });
  latest.current.onChange = onChange;

  const editor = useRichTextEditor(setup, latest);
  const { rememberSelection, chainAtSaved, applyLink, forgetSelection } = useSavedSelection(editor);
  const imageAlt = useImageAlt(editor);

  async function upload(files: File[]) {
    if (!editor) return;
    setUploadError(null);
    const images = files.filter(isImageFile);
    if (images.length === 0) {
      setUploadError(t('compose.editor.notImage'));
      return;
    }
    setUploading(true);
    let inserted = 0;
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
      forgetSelection();
      inserted++;
    }
    setUploading(false);
    // The last picture inserted is described now (the others from the toolbar).
    if (inserted > 0) imageAlt.askAfterInsert();
  }
  latest.current.insertImages = (files) => {
    if (light) return;
    forgetSelection();
    void upload(files);
  };

  const openLink = () => {
    rememberSelection();
    setLinkOpen(true);
  };
  latest.current.openLink = openLink;

  const allTools = useEditorTools(editor, {
    openLink,
    openUpload: () => {
      rememberSelection();
      fileInput.current?.click();
    },
    openSearch: (kind) => {
      rememberSelection();
      setSearch(kind);
    },
    openEmbed: () => {
      rememberSelection();
      setEmbedOpen(true);
    },
    describeImage: imageAlt.askForSelected,
  });
  const tools = light ? allTools.filter((tool) => TEXT_TOOLS.has(tool.key)) : allTools;
  /** A dialog closed without inserting: back to where the cursor was. */
  const backToText = () => {
    if (editor) chainAtSaved(editor).run();
  };

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
          backToText();
        }}
        onApply={(href) => {
          setLinkOpen(false);
          if (editor) applyLink(editor, href);
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
          backToText();
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
          backToText();
        }}
        onPick={(photo) => {
          setSearch(null);
          if (!editor) return;
          chainAtSaved(editor)
            .setImage({ src: bodyImageSrc(photo), alt: '' })
            .command(({ tr }) => placeCursorAfterNode(tr))
            .run();
          imageAlt.askAfterInsert();
        }}
      />
      <ImageAltDialog
        current={imageAlt.describing?.alt ?? null}
        onClose={imageAlt.close}
        onApply={imageAlt.apply}
      />
    </div>
  );
}
