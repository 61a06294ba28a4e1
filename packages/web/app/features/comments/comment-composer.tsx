import {
  ACCEPTED_IMAGE_TYPES,
  COMMENT_EMPTY_KEY,
  COMMENT_LIMITS,
  type CommentThread,
  commentMarkupToHtml,
  isLoginRequired,
  wrapSelection,
} from '@masthead/core';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { call, fieldMessages } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { isImageFile } from '../../ui/image-files';
import { showSnackbar } from '../../ui/snackbar';
import { sendCommentPhoto } from './send-comment-photo';
import '../../ui/forms.css';

type ComposerProps = {
  cgroupId: number;
  /** The comment answered; the server files the reply under its thread. */
  parentId?: number;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onPosted: (comment: CommentThread) => void;
  onCancel?: () => void;
};

type Style = 'bold' | 'italic' | 'link';

/**
 * A plain textarea with Bold, Italic and Link buttons that write a light markup (**, _, [](…)), turned
 * into minimal HTML by core and sanitised by the server. An optional photo goes up after the comment is
 * posted, with its progress shown.
 */
export function CommentComposer({
  cgroupId,
  parentId,
  label,
  submitLabel,
  autoFocus,
  onPosted,
  onCancel,
}: ComposerProps) {
  const t = useT();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  function format(style: Style) {
    const element = area.current;
    if (!element) return;
    const placeholder = { bold: t('comments.bold'), italic: t('comments.italic'), link: t('comments.link') }[
      style
    ];
    const next = wrapSelection(text, { start: element.selectionStart, end: element.selectionEnd }, style, {
      text: placeholder,
      url: 'https://',
    });
    setText(next.text.slice(0, COMMENT_LIMITS.bodyTextMax));
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  }

  function choosePhoto(file: File | null) {
    if (file && !isImageFile(file)) {
      showSnackbar(t('comments.photo.notImage'));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setPhoto(file);
  }

  function fail(message: string) {
    setError(message);
    area.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = commentMarkupToHtml(text);
    // SPEC: 'Please say something in your comment' (the server says the same after sanitising).
    if (!body) return fail(t(COMMENT_EMPTY_KEY));
    setBusy(true);
    setError(null);
    const result = await call('POST /api2/comment', {
      cgroupId,
      body,
      ...(parentId ? { parentId } : {}),
    });
    if (!result.ok) {
      setBusy(false);
      if (isLoginRequired(result.error)) return;
      return fail(fieldMessages(result.error, null).body ?? result.message);
    }
    let comment = result.data;
    if (photo) {
      setProgress(0);
      const upload = await sendCommentPhoto(comment.commentId, photo, setProgress);
      setProgress(null);
      if (upload.ok) comment = { ...comment, photoPath: upload.data.photoPath };
      else showSnackbar(upload.message);
    }
    setText('');
    choosePhoto(null);
    if (fileInput.current) fileInput.current.value = '';
    setBusy(false);
    showSnackbar(t('comments.posted'));
    onPosted(comment);
  }

  const areaId = `${id}-text`;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const photoId = `${id}-photo`;
  return (
    <form className="comment-composer" onSubmit={submit} noValidate>
      <label htmlFor={areaId} className="visually-hidden">
        {label}
      </label>
      <CommentToolbar areaId={areaId} onFormat={format} />
      <textarea
        ref={area}
        id={areaId}
        className="text-box comment-textarea"
        value={text}
        rows={3}
        maxLength={COMMENT_LIMITS.bodyTextMax}
        placeholder={t('comments.composer.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${helpId}` : helpId}
        // biome-ignore lint/a11y/noAutofocus: a reply box opens because the reader asked to reply.
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      {error && (
        <p id={errorId} className="comment-error" role="alert">
          {error}
        </p>
      )}
      <p id={helpId} className="comment-help">
        {t('comments.formatting.help')}
      </p>
      <div className="comment-composer-actions">
        <CommentPhotoPicker
          photo={photo}
          fileInput={fileInput}
          inputId={photoId}
          disabled={busy}
          onChoose={choosePhoto}
        />
        {progress !== null && <CommentPhotoProgress percent={progress} />}
        <div className="comment-submit">
          {onCancel && (
            <button type="button" className="button button-secondary button-small" onClick={onCancel}>
              {t('ui.cancel')}
            </button>
          )}
          <button type="submit" className="button button-primary button-small" disabled={busy}>
            {busy ? t('comments.posting') : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}

/** Bold, Italic and Link: each wraps the selection (or a placeholder) in the comment markup. */
function CommentToolbar({ areaId, onFormat }: { areaId: string; onFormat: (style: Style) => void }) {
  const t = useT();
  return (
    <div
      className="comment-toolbar"
      role="toolbar"
      aria-label={t('comments.formatting')}
      aria-controls={areaId}
    >
      <button
        type="button"
        className="comment-tool"
        onClick={() => onFormat('bold')}
        title={t('comments.bold')}
      >
        <strong aria-hidden="true">B</strong>
        <span className="visually-hidden">{t('comments.bold')}</span>
      </button>
      <button
        type="button"
        className="comment-tool"
        onClick={() => onFormat('italic')}
        title={t('comments.italic')}
      >
        <em aria-hidden="true">I</em>
        <span className="visually-hidden">{t('comments.italic')}</span>
      </button>
      <button
        type="button"
        className="comment-tool"
        onClick={() => onFormat('link')}
        title={t('comments.link')}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M6.5 9.5 9.5 6.5M7 4.5l1.2-1.2a2.6 2.6 0 0 1 3.7 3.7L10.7 8.2M9 11.5l-1.2 1.2a2.6 2.6 0 0 1-3.7-3.7L5.3 7.8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
        <span className="visually-hidden">{t('comments.link')}</span>
      </button>
    </div>
  );
}

/** 'Add a photo', the chosen file's name and 'Remove'. */
function CommentPhotoPicker({
  photo,
  fileInput,
  inputId,
  disabled,
  onChoose,
}: {
  photo: File | null;
  fileInput: RefObject<HTMLInputElement | null>;
  inputId: string;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}) {
  const t = useT();
  return (
    <div className="comment-photo">
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        className="comment-photo-input visually-hidden"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        disabled={disabled}
      />
      <label htmlFor={inputId} className="button button-quiet button-small comment-photo-label">
        {t('comments.photo.add')}
      </label>
      {photo && (
        <span className="comment-photo-chosen">
          {t('comments.photo.chosen', { name: photo.name })}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onChoose(null);
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            {t('comments.photo.remove')}
          </button>
        </span>
      )}
    </div>
  );
}

/** How far the photo of a posted comment has got. */
function CommentPhotoProgress({ percent }: { percent: number }) {
  const t = useT();
  return (
    <div className="comment-progress">
      <progress max={100} value={percent} aria-label={t('comments.photo.uploading', { percent })} />
      <span aria-hidden="true">{t('comments.photo.uploading', { percent })}</span>
    </div>
  );
}
