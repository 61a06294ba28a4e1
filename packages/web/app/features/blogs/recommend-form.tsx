import { BLOG_LIMITS, normalizeBlogUrl } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n';
import { StandardInput } from '../../ui/standard-input';
import { BlogUrlInput } from './blog-url-input';
import { recommendPublisher } from './blogs-api';
import './blogs.css';

/** SPEC §2 recommend publisher: an address and an optional note, kept for the admins' queue. */
export function RecommendForm() {
  const t = useT();
  const [url, setUrl] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const address = normalizeBlogUrl(url);
    if (!address) {
      setUrlError(t(url.trim() ? 'validation.blog.url' : 'validation.required'));
      return;
    }
    setBusy(true);
    const result = await recommendPublisher({ url: address, ...(note.trim() ? { note } : {}) });
    setBusy(false);
    if (result.ok) {
      setSent(result.data.recommendation.url);
      return;
    }
    const fields = result.error.errors?.fields ?? {};
    setUrlError(fields.url ?? null);
    setNoteError(fields.note ?? null);
    if (!fields.url && !fields.note) setAlert(result.message);
  };

  if (sent) {
    return (
      <div className="blog-result" role="status">
        <p className="form-alert form-alert-success">{t('blogs.recommend.done', { url: sent })}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setSent(null);
            setUrl('');
            setNote('');
          }}
        >
          {t('blogs.recommend.another')}
        </button>
      </div>
    );
  }

  return (
    <form className="blog-form blog-card" onSubmit={(event) => void send(event)} noValidate>
      <BlogUrlInput
        label={t('blogs.recommend.url')}
        value={url}
        error={urlError}
        disabled={busy}
        onChange={(value) => {
          setUrl(value);
          setUrlError(null);
        }}
      />
      <StandardInput
        field={{
          fieldName: 'note',
          label: t('blogs.recommend.note'),
          type: 'textarea',
          value: note,
          maxLength: BLOG_LIMITS.noteMax,
        }}
        error={noteError}
        disabled={busy}
        onChange={(value) => {
          setNote(typeof value === 'string' ? value : '');
          setNoteError(null);
        }}
      />
      <div className="form-alert-slot" role="alert">
        {alert && <p className="form-alert form-alert-error">{alert}</p>}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('blogs.recommend.busy') : t('blogs.recommend.submit')}
        </button>
      </div>
    </form>
  );
}
