import { isUiLanguage, type UiLanguage } from '@masthead/core';
import { useEffect, useState } from 'react';
import { call } from './api';
import { useRootData } from './root-data';

/** SPEC §7: the two language lists the server gives, cached in session storage for the visit. */
export type LanguageListKind = 'ui' | 'translation';
export type LanguageOption = { code: UiLanguage; name: string };

const CACHE_PREFIX = 'langs.';

const isLanguageList = (value: unknown): value is LanguageOption[] =>
  Array.isArray(value) &&
  value.every(
    (item) => !!item && typeof item === 'object' && isUiLanguage(item.code) && typeof item.name === 'string',
  );

function readCache(kind: LanguageListKind): LanguageOption[] | null {
  try {
    const raw = sessionStorage.getItem(CACHE_PREFIX + kind);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isLanguageList(value) ? value : null;
  } catch {
    return null;
  }
}

function writeCache(kind: LanguageListKind, languages: LanguageOption[]) {
  try {
    sessionStorage.setItem(CACHE_PREFIX + kind, JSON.stringify(languages));
  } catch {
    // Session storage refused: the list is fetched again next time.
  }
}

const pending = new Map<LanguageListKind, Promise<LanguageOption[] | null>>();

/** The list from session storage, or from the server once per visit. null when it could not be loaded. */
export function loadLanguages(kind: LanguageListKind): Promise<LanguageOption[] | null> {
  const cached = readCache(kind);
  if (cached) return Promise.resolve(cached);
  let request = pending.get(kind);
  if (!request) {
    request = call(`GET /api2/langs/${kind}` as const).then((result) => {
      pending.delete(kind);
      if (!result.ok || !isLanguageList(result.data.languages)) return null;
      writeCache(kind, result.data.languages);
      return result.data.languages;
    });
    pending.set(kind, request);
  }
  return request;
}

/** The language list for a picker; null until it has loaded (or if it could not be). */
export function useLanguages(kind: LanguageListKind): LanguageOption[] | null {
  const [languages, setLanguages] = useState<LanguageOption[] | null>(null);
  useEffect(() => {
    let active = true;
    loadLanguages(kind).then((list) => {
      if (active) setLanguages(list);
    });
    return () => {
      active = false;
    };
  }, [kind]);
  return languages;
}

/** SPEC §1: the feed languages, computed by the server (profile, else browser, English always in). */
export function useFeedLangs(): UiLanguage[] {
  return useRootData()?.feedLangs ?? ['en'];
}
