import { isComposableCtype } from '@masthead/core';
import { useId, useState } from 'react';
import { data, useLocation, useRevalidator } from 'react-router';
import { getPageContext } from '../context';
import { ComposeEditor } from '../features/compose/compose-editor';
import { fromDocument, newDraft } from '../features/compose/draft-model';
import { emptyExtraFor } from '../features/compose/forms';
import { TypePicker } from '../features/compose/type-picker';
import { LockedDocument } from '../features/editorial/locked-document';
import { metaTranslator, useI18n } from '../lib/i18n';
import { PublicOverlay } from '../ui/overlay';
import type { Route } from './+types/write';

/** An id in the address: digits, no sign or leading zero; NaN otherwise. */
const idParam = (text: string | null) =>
  text !== null && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : Number.NaN;

/**
 * The full-page editor: `?type=<ctype>` starts a new content of a type (an unknown type shows the type
 * picker; `&publisherId=` writes for one of the viewer's magazines, and without it the magazine the
 * session acts as is chosen),
 * `?cgroupId=` edits a content the viewer may open (404 otherwise): their own, or as an editor a
 * member's submission. One they may not change now shows read-only. Guests get the overlay.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = getPageContext(context);
  if (!page.viewer) return { mode: 'guest' as const };
  const params = new URL(request.url).searchParams;
  const idText = params.get('cgroupId');
  const publishers = await page.api.editorial.publishers(page.flavour);
  if (idText !== null) {
    const cgroupId = idParam(idText);
    if (!Number.isSafeInteger(cgroupId)) throw data(null, { status: 404 });
    const document = await page.api.compose.document(cgroupId);
    if (!document) throw data(null, { status: 404 });
    return { mode: 'edit' as const, document, publishers };
  }
  const typeText = params.get('type') ?? '';
  const ctype = /^\d{1,4}$/.test(typeText) ? Number(typeText) : Number.NaN;
  // The magazine asked for in the address, else the one the session acts as (the switcher's choice).
  const asked = params.has('publisherId')
    ? idParam(params.get('publisherId'))
    : page.actingProfile?.isMagazine
      ? page.actingProfile.userId
      : null;
  // A magazine the viewer may not write for falls back to their own profile.
  const publisherId = publishers.some((choice) => choice.userId === asked) ? asked : null;
  if (isComposableCtype(ctype)) return { mode: 'new' as const, ctype, publishers, publisherId };
  return { mode: 'pick' as const, publisherId };
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
  if (loaderData.mode === 'pick') return <PickType publisherId={loaderData.publisherId} />;
  if (loaderData.mode === 'edit' && !loaderData.document.abilities.edit)
    return (
      <div className="page">
        <LockedDocument document={loaderData.document} />
      </div>
    );
  // A new editor for each content, each visit to 'new' and each version the server sends (a restore,
  // a withdrawal), so moving on starts afresh.
  const key =
    loaderData.mode === 'edit'
      ? `edit-${loaderData.document.cgroupId}-${loaderData.document.updatedAt}`
      : `new-${loaderData.ctype}-${location.key}`;
  return <Editor key={key} loaderData={loaderData} />;
}

function Editor({
  loaderData,
}: {
  loaderData: Exclude<Route.ComponentProps['loaderData'], { mode: 'guest' | 'pick' }>;
}) {
  const { lang } = useI18n();
  const revalidator = useRevalidator();
  // The loader's data starts the editor; the editor keeps its own state afterwards.
  const [initial] = useState(() =>
    loaderData.mode === 'edit'
      ? fromDocument(loaderData.document, lang)
      : newDraft(loaderData.ctype, lang, emptyExtraFor(loaderData.ctype), loaderData.publisherId),
  );
  return (
    <div className="page">
      <ComposeEditor
        initial={initial}
        publishers={loaderData.publishers}
        onReload={() => void revalidator.revalidate()}
      />
    </div>
  );
}

/** SPEC §2 content-type picker as a page: /write.html without a (known) type. */
function PickType({ publisherId }: { publisherId: number | null }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <div className="page compose-pick-page">
      <h1 id={headingId}>{t('compose.picker.title')}</h1>
      <TypePicker labelledBy={headingId} publisherId={publisherId} />
    </div>
  );
}
