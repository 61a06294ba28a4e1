import type { StoredNotebook } from '@masthead/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { browserStore } from '../../lib/storage';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { Modal } from '../../ui/modal';
import { showSnackbar } from '../../ui/snackbar';
import { TextField } from '../../ui/text-field';
import { readCachedNotebooks, toStoredNotebook, writeCachedNotebooks } from './notebook-cache';
import { useCreateNotebook } from './use-create-notebook';
import './notebooks.css';

type Props = {
  cgroupId: number;
  onClose(): void;
  /** Tells the button whether any notebook now holds the story. */
  onSavedChange(saved: boolean): void;
};

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready' };

/**
 * SPEC §4 save or unsave a story: the reader's notebooks as checkboxes (the cached list at once, then
 * the server's answer with which of them hold the story), and a field for a new notebook that the
 * story goes straight into.
 */
export function SaveDialog({ cgroupId, onClose, onSavedChange }: Props) {
  const t = useT();
  const [notebooks, setNotebooks] = useState<StoredNotebook[]>(() => readCachedNotebooks(browserStore()));
  const [holding, setHolding] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Set<number>>(new Set());
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [newName, setNewName] = useState('');
  const creator = useCreateNotebook();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    void call('POST /api2/notebooks', { cgroupIds: [cgroupId] }, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) {
          setLoad({ state: 'failed', message: result.message });
          return;
        }
        const list = result.data.notebooks;
        writeCachedNotebooks(browserStore(), list.map(toStoredNotebook));
        setNotebooks(list.map(toStoredNotebook));
        const held = new Set(
          list.filter((n) => n.containsContentIds?.includes(cgroupId)).map((n) => n.notebookId),
        );
        setHolding(held);
        onSavedChange(held.size > 0);
        setLoad({ state: 'ready' });
      },
    );
    return () => controller.abort();
  }, [cgroupId, attempt]);

  const setIn = (set: Set<number>, id: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  async function toggle(notebook: StoredNotebook, save: boolean) {
    setPending((current) => setIn(current, notebook.notebookId, true));
    setHolding((current) => setIn(current, notebook.notebookId, save));
    const result = await call(save ? 'POST /api2/notebook/save' : 'POST /api2/notebook/unsave', {
      notebookId: notebook.notebookId,
      cgroupId,
    });
    setPending((current) => setIn(current, notebook.notebookId, false));
    if (!result.ok) {
      setHolding((current) => setIn(current, notebook.notebookId, !save));
      showSnackbar(result.message);
      return;
    }
    setHolding((current) => {
      const next = setIn(current, notebook.notebookId, save);
      onSavedChange(next.size > 0);
      return next;
    });
    showSnackbar(t(save ? 'notebooks.savedTo' : 'notebooks.removedFrom', { name: notebook.name }));
  }

  async function createAndSave(event: FormEvent) {
    event.preventDefault();
    const created = await creator.create({ name: newName });
    if (!created) return;
    setNewName('');
    const stored = toStoredNotebook(created);
    setNotebooks((current) => [stored, ...current.filter((n) => n.notebookId !== stored.notebookId)]);
    await toggle(stored, true);
  }

  const ready = load.state === 'ready';
  return (
    <Modal open onClose={onClose} title={t('notebooks.saveTo')} className="save-dialog">
      <div className="save-dialog-body">
        <fieldset className="save-dialog-list" aria-busy={!ready || undefined}>
          <legend className="visually-hidden">{t('notebooks.choose')}</legend>
          {load.state === 'failed' ? (
            <div className="save-dialog-status" role="alert">
              <p>{load.message || t('notebooks.loadFailed')}</p>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => setAttempt((n) => n + 1)}
              >
                {t('notebooks.retry')}
              </button>
            </div>
          ) : notebooks.length === 0 ? (
            <p className="save-dialog-status muted">
              {ready ? t('notebooks.noneYet') : t('notebooks.loading')}
            </p>
          ) : (
            <ul>
              {notebooks.map((notebook) => {
                const id = `save-${cgroupId}-${notebook.notebookId}`;
                return (
                  <li key={notebook.notebookId} className="save-dialog-item">
                    <input
                      id={id}
                      type="checkbox"
                      className="check-input"
                      checked={holding.has(notebook.notebookId)}
                      disabled={!ready || pending.has(notebook.notebookId)}
                      onChange={(event) => void toggle(notebook, event.target.checked)}
                    />
                    <label htmlFor={id}>{notebook.name}</label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        <form className="save-dialog-new" onSubmit={createAndSave} noValidate>
          <TextField
            label={t('notebooks.new')}
            name="name"
            value={newName}
            onValueChange={(value) => {
              setNewName(value);
              if (creator.errors.name) creator.clearErrors();
            }}
            error={creator.errors.name}
            maxLength={100}
            autoComplete="off"
          />
          <BusyButton
            label={t('notebooks.create')}
            busyLabel={t('notebooks.creating')}
            busy={creator.busy}
            variant="secondary"
          />
        </form>
        <FormAlert message={creator.errors.form ?? null} />
        <div className="modal-actions save-dialog-actions">
          <Link to="/notebooks.html" className="save-dialog-all" onClick={onClose}>
            {t('notebooks.seeAll')}
          </Link>
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('notebooks.done')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
