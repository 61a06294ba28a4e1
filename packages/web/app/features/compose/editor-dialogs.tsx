import { normaliseLinkHref, PHOTO_ALT_MAX, parseVideoEmbed } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';

type LinkDialogProps = {
  open: boolean;
  /** The address of the link under the cursor, if there is one. */
  current: string;
  onClose: () => void;
  /** A checked address (https://…, mailto:…). */
  onApply: (href: string) => void;
  onRemove: () => void;
};

/** The toolbar's link dialog: a web or mail address; a bare domain gets https:// in front. */
export function LinkDialog({ open, current, onClose, onApply, onRemove }: LinkDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('compose.link.title')} className="modal-small">
      {open && <LinkForm current={current} onClose={onClose} onApply={onApply} onRemove={onRemove} />}
    </Modal>
  );
}

function LinkForm({ current, onClose, onApply, onRemove }: Omit<LinkDialogProps, 'open'>) {
  const t = useT();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const href = normaliseLinkHref(value);
    if (!href) {
      setError(t('compose.link.invalid'));
      return;
    }
    onApply(href);
  }

  return (
    <form className="editor-dialog-form" onSubmit={submit} noValidate>
      <TextField
        label={t('compose.link.address')}
        name="href"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        placeholder="example.com"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setError(null);
        }}
        error={error}
        hint={t('compose.link.hint')}
        data-autofocus
      />
      <div className="modal-actions">
        {current && (
          <button type="button" className="button button-ghost editor-dialog-start" onClick={onRemove}>
            {t('compose.link.remove')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('ui.cancel')}
        </button>
        <button type="submit" className="button button-primary">
          {t('compose.link.apply')}
        </button>
      </div>
    </form>
  );
}

type EmbedDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The player address (youtube-nocookie.com/embed/… or player.vimeo.com/video/…). */
  onEmbed: (src: string) => void;
};

/** The toolbar's video dialog: a YouTube or Vimeo page address becomes a player in the text. */
export function EmbedDialog({ open, onClose, onEmbed }: EmbedDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('compose.embed.title')} className="modal-small">
      {open && <EmbedForm onClose={onClose} onEmbed={onEmbed} />}
    </Modal>
  );
}

function EmbedForm({ onClose, onEmbed }: Omit<EmbedDialogProps, 'open'>) {
  const t = useT();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const embed = parseVideoEmbed(value);
    if (!embed) {
      setError(t('compose.embed.invalid'));
      return;
    }
    onEmbed(embed.src);
  }

  return (
    <form className="editor-dialog-form" onSubmit={submit} noValidate>
      <TextField
        label={t('compose.embed.address')}
        name="video"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
        placeholder="https://www.youtube.com/watch?v=…"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setError(null);
        }}
        error={error}
        hint={t('compose.embed.hint')}
        data-autofocus
      />
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('ui.cancel')}
        </button>
        <button type="submit" className="button button-primary">
          {t('compose.embed.insert')}
        </button>
      </div>
    </form>
  );
}

type ImageAltDialogProps = {
  /** The picture's description so far, or null while closed. */
  current: string | null;
  onClose: () => void;
  onApply: (alt: string) => void;
};

/** A picture's description for readers who cannot see it (empty: decorative). */
export function ImageAltDialog({ current, onClose, onApply }: ImageAltDialogProps) {
  const t = useT();
  return (
    <Modal
      open={current !== null}
      onClose={onClose}
      title={t('compose.imageAlt.title')}
      className="modal-small"
    >
      {current !== null && <ImageAltForm current={current} onClose={onClose} onApply={onApply} />}
    </Modal>
  );
}

function ImageAltForm({
  current,
  onClose,
  onApply,
}: { current: string } & Omit<ImageAltDialogProps, 'current'>) {
  const t = useT();
  const [value, setValue] = useState(current);

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    onApply(value);
  }

  return (
    <form className="editor-dialog-form" onSubmit={submit} noValidate>
      <TextField
        label={t('compose.field.coverAlt')}
        name="alt"
        autoComplete="off"
        maxLength={PHOTO_ALT_MAX}
        value={value}
        onValueChange={setValue}
        hint={t('compose.field.coverAltHint')}
        data-autofocus
      />
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('compose.imageAlt.skip')}
        </button>
        <button type="submit" className="button button-primary">
          {t('compose.imageAlt.apply')}
        </button>
      </div>
    </form>
  );
}
