import { isUiLanguage, type UiLanguage } from '@masthead/core';

/** The draft preview page, and React Router's data address of it (client-side navigations). */
const PREVIEW_PATHS = new Set(['/draft_preview.html', '/draft_preview.html.data']);

/**
 * SPEC §2 /draft_preview.html?code={code}&lang={lang}: a shared preview link carries the interface
 * language it was shared in; a valid one decides that page's language (else the reader's own applies).
 */
export function draftPreviewLanguage(url: URL): UiLanguage | null {
  if (!PREVIEW_PATHS.has(url.pathname)) return null;
  const lang = url.searchParams.get('lang');
  return isUiLanguage(lang) ? lang : null;
}
