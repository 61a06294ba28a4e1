import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';

/**
 * A person named by their id, added to a list of the console (admins, special-handling accounts): the
 * id is checked before `onAdd` runs, and the field empties once it has.
 */
export function UserIdForm({
  label,
  submit,
  onAdd,
}: {
  label: string;
  submit: string;
  onAdd: (userId: number) => Promise<unknown>;
}) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState('');

  async function add(event: FormEvent) {
    event.preventDefault();
    const userId = Number(value);
    if (!Number.isSafeInteger(userId) || userId <= 0) return showSnackbar(t('validation.invalid'));
    await onAdd(userId);
    setValue('');
  }

  return (
    <form className="admin-row" onSubmit={add}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="field-input"
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button button-secondary">
        {submit}
      </button>
    </form>
  );
}
