import type { NotebookView } from '@masthead/core';
import { Link } from 'react-router';
import { usePartLang, useT } from '../../lib/i18n';
import { NotebookPhoto } from './notebook-photo';

/** One notebook on the notebooks page: photo, name (the link), description and story count. */
export function NotebookCard({ notebook }: { notebook: NotebookView }) {
  const t = useT();
  const textLang = usePartLang();
  return (
    <article className="notebook-card">
      <NotebookPhoto name={notebook.name} photo={notebook.photo} size="l" />
      <div className="notebook-card-body">
        <h2 lang={textLang(notebook.lang)}>
          <Link to={notebook.url}>{notebook.name}</Link>
        </h2>
        {notebook.description && (
          <p className="notebook-card-description" lang={textLang(notebook.lang)}>
            {notebook.description}
          </p>
        )}
        <p>{t('notebooks.itemCount', { count: notebook.itemCount })}</p>
      </div>
    </article>
  );
}
