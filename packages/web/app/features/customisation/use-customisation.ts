import {
  type CustomisationPayload,
  defaultStyles,
  type FeaturedItem,
  type PageSection,
  type ProfileTab,
  type ResolvedSettings,
  type TAllSettings,
} from '@masthead/core';
import { useCallback, useRef, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { alert } from '../../ui/alert-popup';

/**
 * The side panel's state and SPEC §4 settings save: a change is applied at once (the live preview), the
 * state before it is kept, and the save is sent; one save runs at a time (a change made meanwhile is
 * sent when it ends); on failure the kept state comes back, the panel shows its error state and SPEC §8's
 * alert is raised. Undo goes back one change (and saves that); reset goes to the page's defaults.
 */
export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

const sameSettings = (a: ResolvedSettings, b: ResolvedSettings) => JSON.stringify(a) === JSON.stringify(b);

function bodyOf(userId: number, all: TAllSettings, current: ResolvedSettings) {
  const { layout, styles, advancedSettings } = current;
  return {
    userId,
    allProfileSettings: JSON.stringify({ ...all, [layout]: { styles, advancedSettings } }),
    mobileProfileSettings: '' as const,
    currentProfileSettings: JSON.stringify(current),
  };
}

export function useCustomisation(initial: CustomisationPayload) {
  const t = useT();
  const [payload, setPayload] = useState(initial);
  const [settings, setSettings] = useState(initial.currentProfileSettings);
  const [history, setHistory] = useState<ResolvedSettings[]>([]);
  const [state, setState] = useState<SaveState>('idle');
  /** What the server has: the state a failure goes back to. */
  const saved = useRef(initial.currentProfileSettings);
  const all = useRef(initial.allProfileSettings);
  const running = useRef(false);
  const waiting = useRef<ResolvedSettings | null>(null);

  const send = useCallback(
    async (next: ResolvedSettings) => {
      if (running.current) {
        waiting.current = next;
        return;
      }
      running.current = true;
      setState('saving');
      const result = await call(
        'POST /api2/user/setting/profile/customize',
        bodyOf(payload.userId, all.current, next),
      );
      running.current = false;
      if (!result.ok) {
        waiting.current = null;
        setSettings(saved.current);
        setState('error');
        void alert(t('customisation.saveFailed'));
        return;
      }
      saved.current = result.data.currentProfileSettings;
      all.current = result.data.allProfileSettings;
      setPayload(result.data);
      const queued = waiting.current;
      waiting.current = null;
      if (queued && !sameSettings(queued, saved.current)) await send(queued);
      else setState('saved');
    },
    [payload.userId, t],
  );

  const apply = (next: ResolvedSettings) => {
    setHistory((previous) => [...previous.slice(-19), settings]);
    setSettings(next);
    void send(next);
  };

  return {
    payload,
    settings,
    state,
    canUndo: history.length > 0,
    /** Changes some of the current layout's styles or flags, or switches layout (its own settings). */
    change(patch: {
      styles?: Partial<ResolvedSettings['styles']>;
      advancedSettings?: ResolvedSettings['advancedSettings'];
    }) {
      apply({
        ...settings,
        styles: { ...settings.styles, ...patch.styles },
        advancedSettings: { ...settings.advancedSettings, ...patch.advancedSettings },
      });
    },
    changeLayout(layout: ResolvedSettings['layout']) {
      const kept = all.current[layout];
      const primary = payload.brandColors[0];
      all.current = {
        ...all.current,
        [settings.layout]: { styles: settings.styles, advancedSettings: settings.advancedSettings },
      };
      apply({
        layout,
        styles: { ...defaultStyles(primary), ...kept?.styles },
        advancedSettings: kept?.advancedSettings ?? settings.advancedSettings,
      });
    },
    undo() {
      const previous = history.at(-1);
      if (!previous) return;
      setHistory(history.slice(0, -1));
      setSettings(previous);
      void send(previous);
    },
    reset() {
      apply({ ...settings, styles: defaultStyles(payload.brandColors[0]) });
    },
    /** SPEC §2 tab management: the tabs, saved together. */
    saveTabs: (tabs: ProfileTab[]) => saveList({ tabs: JSON.stringify(tabs) }),
    /** SPEC §2 subsection management: the page's sections, in order, saved together. */
    saveSections: (sections: PageSection[]) => saveList({ sections: JSON.stringify(sections) }),
    /** SPEC §3 featured layout items, in order: saved together. */
    saveFeatured: (items: FeaturedItem[]) =>
      saveList({ featured: JSON.stringify(items.map(({ type, id }) => ({ type, id }))) }),
  };

  async function saveList(body: { tabs: string } | { featured: string } | { sections: string }) {
    setState('saving');
    const result = await call('POST /api2/user/setting/profile/customize', {
      userId: payload.userId,
      ...body,
    });
    if (!result.ok) {
      setState('error');
      void alert(t('customisation.saveFailed'));
      return false;
    }
    setPayload(result.data);
    setState('saved');
    return true;
  }
}

export type Customisation = ReturnType<typeof useCustomisation>;
