import { NOTEBOOK_LIMITS, type NotebookView } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { browserStore } from '../../lib/storage';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { TextAreaField, TextField } from '../../ui/text-field';
import { toStoredNotebook, updateCachedNotebook } from './notebook-cache';
import { type NotebookErrors, notebookErrors, useCreateNotebook } from './use-create-notebook';
import './notebooks.css';

type Props = {
  /** The notebook to edit; without one the dialog creates a new notebook. */
  notebook?: NotebookView;
  onClose(): void;
  onDone(notebook: NotebookView): void;
};

/** Create or edit a notebook: title (required, SPEC §5) and an optional description. */
export function NotebookFormDialog({ notebook, onClose, onDone }: Props) {
  const { lang, t } = useI18n();
  const [name, setName] = useState(notebook?.name ?? '');
  const [description, setDescription] = useState(notebook?.description ?? '');
  const creator = useCreateNotebook();
  const [updating, setUpdating] = useState(false);
  const [updateErrors, setUpdateErrors] = useState<NotebookErrors>({});
  const errors = notebook ? updateErrors : creator.errors;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!notebook) {
      const created = await creator.create({ name, description });
      if (created) onDone(created);
      return;
    }
    if (name.trim() === '') {
      setUpdateErrors({ name: t('validation.notebook.title.required') });
      return;
    }
    setUpdating(true);
    const result = await call('POST /api2/notebook/update', {
      notebookId: notebook.notebookId,
      name,
      description,
    });
    setUpdating(false);
    if (!result.ok) {
      setUpdateErrors(notebookErrors(result.error, result.message, lang));
      return;
    }
    updateCachedNotebook(browserStore(), toStoredNotebook(result.data.notebook));
    onDone(result.data.notebook);
  }

  return (
    <Modal open onClose={onClose} title={notebook ? t('notebooks.editTitle') : t('notebooks.new')}>
      <form className="notebook-form" onSubmit={submit} noValidate>
        <TextField
          label={t('notebooks.field.name')}
          name="name"
          value={name}
          onValueChange={setName}
          error={errors.name}
          maxLength={NOTEBOOK_LIMITS.nameMax}
          required
          autoComplete="off"
          data-autofocus
        />
        <TextAreaField
          label={t('notebooks.field.description')}
          name="description"
          value={description}
          onValueChange={setDescription}
          error={errors.description}
          maxLength={NOTEBOOK_LIMITS.descriptionMax}
          rows={4}
          aside={
            <span className="field-counter">
              {description.length}/{NOTEBOOK_LIMITS.descriptionMax}
            </span>
          }
        />
        <FormAlert message={errors.form ?? null} />
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('ui.cancel')}
          </button>
          <BusyButton
            label={notebook ? t('notebooks.saveChanges') : t('notebooks.create')}
            busyLabel={notebook ? t('notebooks.saving') : t('notebooks.creating')}
            busy={notebook ? updating : creator.busy}
          />
        </div>
      </form>
    </Modal>
  );
}
