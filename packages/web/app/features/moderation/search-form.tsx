import { Form, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';

/** A GET search box for a console section (?q=), read by its loader. */
export function SearchForm({ label }: { label: string }) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <Form method="get" className="admin-row" role="search">
      <label htmlFor="admin-q" className="visually-hidden">
        {label}
      </label>
      <input
        id="admin-q"
        className="field-input"
        type="search"
        name="q"
        maxLength={60}
        defaultValue={params.get('q') ?? ''}
        placeholder={label}
      />
      <button type="submit" className="button button-secondary">
        {t('admin.search')}
      </button>
    </Form>
  );
}
