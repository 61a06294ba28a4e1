import type { NotebookView } from '@masthead/core';
import { useState } from 'react';
import { data, useRevalidator } from 'react-router';
import { getPageContext } from '../context';
import { NotebookCard } from '../features/notebooks/notebook-card';
import { NotebookFormDialog } from '../features/notebooks/notebook-form-dialog';
import { metaTranslator, useT } from '../lib/i18n';
import { EmptyState } from '../ui/empty-state';
import { HelpButton } from '../ui/help-button';
import { PublicOverlay } from '../ui/overlay';
import { showSnackbar } from '../ui/snackbar';
import type { Route } from './+types/notebooks';
import '../features/notebooks/notebooks.css';

/** /notebooks.html: the viewer's notebooks; ?userId= shows anyone's (notebooks are public). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  const asked = new URL(request.url).searchParams.get('userId');
  if (asked !== null) {
    const userId = /^[1-9]\d{0,15}$/.test(asked) ? Number(asked) : Number.NaN;
    if (!Number.isSafeInteger(userId)) throw data(null, { status: 404 });
    const [owner, list] = await Promise.all([
      page.api.getProfileById(userId),
      page.api.notebooks.list(userId),
    ]);
    if (!owner) throw data(null, { status: 404 });
    const own = page.viewer?.userId === owner.userId;
    return {
      owner: { userId: owner.userId, displayName: owner.displayName },
      own,
      notebooks: list?.notebooks ?? [],
    };
  }
  const list = await page.api.notebooks.list();
  return list ? { owner: null, own: true, notebooks: list.notebooks } : null;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  const title =
    loaderData?.owner && !loaderData.own
      ? t('notebooks.userTitle', { name: loaderData.owner.displayName })
      : t('notebooks.myTitle');
  return [{ title: t('shell.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function Notebooks({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const [creating, setCreating] = useState(false);
  if (!loaderData) return <PublicOverlay title={t('notebooks.myTitle')} message={t('notebooks.guest')} />;
  const { owner, own, notebooks } = loaderData;
  const heading =
    own || !owner ? t('notebooks.myTitle') : t('notebooks.userTitle', { name: owner.displayName });

  const created = (notebook: NotebookView) => {
    setCreating(false);
    showSnackbar(t('notebooks.created'));
    void revalidator.revalidate();
    return notebook;
  };

  return (
    <div className="page">
      <div className="notebooks-head">
        <div className="heading-with-help">
          <h1>{heading}</h1>
          <HelpButton tip={t('help.notebooks')} />
        </div>
        {own && (
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            {t('notebooks.new')}
          </button>
        )}
      </div>
      {notebooks.length === 0 ? (
        <EmptyState
          title={t('notebooks.empty.title')}
          message={
            own || !owner
              ? t('notebooks.empty.body')
              : t('notebooks.empty.other', { name: owner.displayName })
          }
        />
      ) : (
        <ul className="notebook-grid">
          {notebooks.map((notebook) => (
            <li key={notebook.notebookId}>
              <NotebookCard notebook={notebook} />
            </li>
          ))}
        </ul>
      )}
      {creating && <NotebookFormDialog onClose={() => setCreating(false)} onDone={created} />}
    </div>
  );
}
