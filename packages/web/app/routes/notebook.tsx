import { imagePath, type NotebookPage, notebookPath, truncate } from '@masthead/core';
import { useState } from 'react';
import { data, redirect } from 'react-router';
import { getPageContext } from '../context';
import { NotebookHeader } from '../features/notebooks/notebook-header';
import { NotebookStories } from '../features/notebooks/notebook-stories';
import { metaTranslator } from '../lib/i18n';
import type { Route } from './+types/notebook';

/** SPEC §2 /notebook/{notebookId}/{name}.html; any other name is sent to the notebook's own address. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,15}$/.test(params.notebookId) ? Number(params.notebookId) : Number.NaN;
  if (!Number.isSafeInteger(id) || !params.file.endsWith('.html')) throw data(null, { status: 404 });
  const page = await getPageContext(context).api.notebooks.notebookPage(id);
  if (!page) throw data(null, { status: 404 });
  const canonical = notebookPath(page.notebook);
  if (`/notebook/${params.notebookId}/${params.file}` !== canonical)
    throw redirect(encodeURI(canonical), 301);
  return { page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  if (!loaderData) return [{ title: t('shell.pageTitle', { title: t('notFound.title') }) }];
  const { notebook, owner } = loaderData.page;
  const title = t('shell.pageTitle', { title: notebook.name });
  const description = truncate(
    notebook.description.replace(/\s+/g, ' ').trim() ||
      t('notebooks.metaDescription', { name: notebook.name, owner: owner.displayName }),
    160,
  );
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: notebook.name },
    { property: 'og:description', content: description },
    ...(notebook.photo ? [{ property: 'og:image', content: imagePath(notebook.photo, 'xl') }] : []),
    { tagName: 'link', rel: 'canonical', href: notebook.url },
  ];
};

export default function Notebook({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <NotebookView key={page.notebook.notebookId} page={page} />;
}

/** The header's story count follows removals below it (keyed by notebook, so it starts afresh). */
function NotebookView({ page }: { page: NotebookPage }) {
  const [itemCount, setItemCount] = useState(page.notebook.itemCount);
  return (
    <div className="page">
      <NotebookHeader page={page} itemCount={itemCount} onItemCountChange={setItemCount} />
      <NotebookStories
        notebookId={page.notebook.notebookId}
        notebookName={page.notebook.name}
        initial={page.stories}
        isOwner={page.isOwner}
        onRemoved={() => setItemCount((count) => Math.max(0, count - 1))}
      />
    </div>
  );
}
