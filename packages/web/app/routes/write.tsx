import { isComposableCtype } from '@masthead/core';
import { useId, useState } from 'react';
import { data, useLocation } from 'react-router';
import { getPageContext } from '../context';
import { ComposeEditor } from '../features/compose/compose-editor';
import { fromDocument, newDraft } from '../features/compose/draft-model';
import { emptyExtraFor } from '../features/compose/forms';
import { TypePicker } from '../features/compose/type-picker';
import { metaTranslator, useI18n } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/write';

/**
 * The full-page editor: `?type=<ctype>` starts a new content of a type (an unknown type shows the type
 * picker), `?cgroupId=` edits the viewer's own content (404 for anyone else's). Guests get the overlay.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  if (!page.viewer) return { mode: 'guest' as const };
  const params = new URL(request.url).searchParams;
  const idText = params.get('cgroupId');
  if (idText !== null) {
    const cgroupId = /^[1-9]\d{0,15}$/.test(idText) ? Number(idText) : Number.NaN;
    if (!Number.isSafeInteger(cgroupId)) throw data(null, { status: 404 });
    const document = await page.api.compose.document(cgroupId);
    if (!document) throw data(null, { status: 404 });
    return { mode: 'edit' as const, document };
  }
  const typeText = params.get('type') ?? '';
  const ctype = /^\d{1,4}$/.test(typeText) ? Number(typeText) : Number.NaN;
  if (isComposableCtype(ctype)) return { mode: 'new' as const, ctype };
  return { mode: 'pick' as const };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: t('shell.pageTitle', { title: t('compose.page.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Write({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const location = useLocation();
  if (loaderData.mode === 'guest')
    return <PublicOverlay title={t('compose.page.title')} message={t('compose.page.guest')} />;
  if (loaderData.mode === 'pick') return <PickType />;
  // A new editor for each content and each visit to 'new' (keyed), so moving on starts afresh.
  const key =
    loaderData.mode === 'edit'
      ? `edit-${loaderData.document.cgroupId}`
      : `new-${loaderData.ctype}-${location.key}`;
  return <Editor key={key} loaderData={loaderData} />;
}

function Editor({
  loaderData,
}: {
  loaderData: Exclude<Route.ComponentProps['loaderData'], { mode: 'guest' | 'pick' }>;
}) {
  const { lang } = useI18n();
  // The loader's data starts the editor; the editor keeps its own state afterwards.
  const [initial] = useState(() =>
    loaderData.mode === 'edit'
      ? fromDocument(loaderData.document, lang)
      : newDraft(loaderData.ctype, lang, emptyExtraFor(loaderData.ctype)),
  );
  return (
    <div className="page">
      <ComposeEditor initial={initial} />
    </div>
  );
}

/** SPEC §2 content-type picker as a page: /write.html without a (known) type. */
function PickType() {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <div className="page compose-pick-page">
      <h1 id={headingId}>{t('compose.picker.title')}</h1>
      <TypePicker labelledBy={headingId} />
    </div>
  );
}
