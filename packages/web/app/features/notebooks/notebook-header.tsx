import { type NotebookPage, type NotebookView, UPLOAD_LIMITS } from '@masthead/core';
import { type ChangeEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../../lib/api';
import { usePartLang, useT } from '../../lib/i18n';
import { browserStore } from '../../lib/storage';
import { Avatar } from '../../ui/avatar';
import { confirm } from '../../ui/confirm-dialog';
import { showSnackbar } from '../../ui/snackbar';
import { ShareMenu } from '../sharing/share-menu';
import { toStoredNotebook, updateCachedNotebook } from './notebook-cache';
import { NotebookFormDialog } from './notebook-form-dialog';
import { NotebookPhoto } from './notebook-photo';
import './notebooks.css';

/** SPEC §5: the photo input accepts only files whose type matches image. */
const isImageFile = (file: File) => /^image\//i.test(file.type);

type NotebookHeaderProps = {
  page: NotebookPage;
  /** The story count shown, kept by the page so that removals below update it. */
  itemCount: number;
  /** The server told a fresh count (after an edit or a new photo). */
  onItemCountChange: (count: number) => void;
};

/** The top of a notebook's page: photo, name, description, owner, and the owner's tools. */
export function NotebookHeader({ page, itemCount, onItemCountChange }: NotebookHeaderProps) {
  const t = useT();
  const textLang = usePartLang();
  const navigate = useNavigate();
  const photoInputId = useId();
  const [notebook, setNotebook] = useState<NotebookView>(page.notebook);
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { owner } = page;

  const changed = (next: NotebookView) => {
    setNotebook(next);
    onItemCountChange(next.itemCount);
    updateCachedNotebook(browserStore(), toStoredNotebook(next));
    // The address carries the name; keep it true without adding a history entry.
    if (next.url !== window.location.pathname)
      void navigate(next.url, { replace: true, preventScrollReset: true });
  };

  async function sendPhoto(form: FormData) {
    setUploading(true);
    form.set('notebookId', String(notebook.notebookId));
    const result = await call('POST /api2/notebook/photo', form);
    setUploading(false);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    changed(result.data.notebook);
    showSnackbar(t('notebooks.photo.updated'));
  }

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file) || file.size > UPLOAD_LIMITS.maxFileBytes) {
      showSnackbar(t('error.file.invalid.image'));
      return;
    }
    const form = new FormData();
    form.set('photo', file);
    void sendPhoto(form);
  };

  const removePhoto = () => {
    const form = new FormData();
    form.set('delete', '1');
    void sendPhoto(form);
  };

  async function remove() {
    const confirmed = await confirm({
      title: t('notebooks.deleteTitle'),
      message: t('notebooks.deleteConfirm', { name: notebook.name }),
      confirmLabel: t('notebooks.delete'),
      danger: true,
    });
    if (!confirmed) return;
    const result = await call('POST /api2/notebook/delete', { notebookId: notebook.notebookId });
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    updateCachedNotebook(browserStore(), toStoredNotebook(notebook), true);
    showSnackbar(t('notebooks.deleted', { name: notebook.name }));
    void navigate('/notebooks.html');
  }

  return (
    <header className="notebook-hero">
      <NotebookPhoto name={notebook.name} photo={notebook.photo} size="xl" />
      <div>
        <h1 lang={textLang(notebook.lang)}>{notebook.name}</h1>
        {notebook.description && (
          <p className="notebook-description" lang={textLang(notebook.lang)}>
            {notebook.description}
          </p>
        )}
        <p className="notebook-meta">
          <Link className="notebook-owner" to={`/@${owner.username}`}>
            <Avatar name={owner.displayName} photoPath={owner.photoPath} size={36} />
            <span>{t('notebooks.by', { name: owner.displayName })}</span>
          </Link>
          <span>{t('notebooks.itemCount', { count: itemCount })}</span>
        </p>
        <div className="notebook-actions">
          <ShareMenu
            url={notebook.url}
            title={notebook.name}
            description={notebook.description}
            imageUrl={notebook.photo}
            label={t('sharing.menuLabel.notebook')}
          />
          {page.isOwner && (
            <>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => setEditing(true)}
              >
                {t('notebooks.edit')}
              </button>
              <input
                id={photoInputId}
                type="file"
                accept="image/*"
                className="notebook-photo-input"
                disabled={uploading}
                onChange={choosePhoto}
              />
              <label
                htmlFor={photoInputId}
                className="button button-secondary button-small"
                aria-disabled={uploading || undefined}
              >
                {uploading
                  ? t('notebooks.photo.uploading')
                  : notebook.photo
                    ? t('notebooks.photo.change')
                    : t('notebooks.photo.add')}
              </label>
              {notebook.photo && (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={uploading}
                  onClick={removePhoto}
                >
                  {t('notebooks.photo.remove')}
                </button>
              )}
              <button
                type="button"
                className="button button-secondary button-small notebook-delete"
                onClick={() => void remove()}
              >
                {t('notebooks.delete')}
              </button>
            </>
          )}
        </div>
      </div>
      {editing && (
        <NotebookFormDialog
          notebook={notebook}
          onClose={() => setEditing(false)}
          onDone={(next) => {
            setEditing(false);
            changed(next);
            showSnackbar(t('notebooks.updated'));
          }}
        />
      )}
    </header>
  );
}
