import { type ProfileTab, TAB_TITLE_MAX, TABS_MAX, ZProfileTabs } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { MoveButtons, moved } from './move-buttons';
import { tabTitle } from './tab-title';
import type { Customisation } from './use-customisation';

/** A path of this site (browsers compile `pattern` with the v flag: '/' in a class is escaped). */
const PATH_PATTERN = '/[^\\/].*';

/**
 * SPEC §2 tab management: the custom profile's tabs renamed, reordered, hidden, added (a link to a
 * page of this site) and removed; saved together (SPEC §7's tabs body). Core checks them as the server will.
 */
export function TabsSection({ customisation }: { customisation: Customisation }) {
  const t = useT();
  const [tabs, setTabs] = useState<ProfileTab[]>(() =>
    customisation.payload.tabs.map((tab) => ({ ...tab, title: tabTitle(t, tab) })),
  );
  const [adding, setAdding] = useState({ title: '', path: '' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const edit = (index: number, patch: Partial<ProfileTab>) =>
    setTabs(tabs.map((tab, at) => (at === index ? { ...tab, ...patch } : tab)));
  const add = (event: FormEvent) => {
    event.preventDefault();
    const key = `custom-${Date.now() % 1_000_000}`;
    setTabs([...tabs, { key, title: adding.title.trim(), hidden: false, path: adding.path.trim() }]);
    setAdding({ title: '', path: '' });
  };
  const save = async () => {
    const parsed = ZProfileTabs.safeParse(tabs);
    if (!parsed.success) {
      setError(t((parsed.error.issues[0]?.message ?? 'validation.invalid') as 'validation.invalid'));
      return;
    }
    setError(null);
    setSaving(true);
    await customisation.saveTabs(parsed.data);
    setSaving(false);
  };
  return (
    <>
      <ol className="customise-tabs">
        {tabs.map((tab, index) => (
          <li key={tab.key} className="customise-tab-row">
            <input
              aria-label={t('customisation.tabs.title', { position: index + 1 })}
              value={tab.title}
              maxLength={TAB_TITLE_MAX}
              onChange={(event) => edit(index, { title: event.target.value })}
            />
            <label className="customise-check">
              <input
                type="checkbox"
                checked={!tab.hidden}
                onChange={(e) => edit(index, { hidden: !e.target.checked })}
              />
              <span className="visually-hidden">{t('customisation.tabs.shown', { title: tab.title })}</span>
            </label>
            <MoveButtons
              index={index}
              count={tabs.length}
              onMove={(by) => setTabs(moved(tabs, index, by))}
              upLabel={t('customisation.tabs.up', { title: tab.title })}
              downLabel={t('customisation.tabs.down', { title: tab.title })}
            />
            {tab.path !== undefined && (
              <button
                type="button"
                className="icon-button"
                onClick={() => setTabs(tabs.filter((_, at) => at !== index))}
                aria-label={t('customisation.tabs.remove', { title: tab.title })}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ol>
      {tabs.length < TABS_MAX && (
        <form className="customise-add-tab" onSubmit={add}>
          <label>
            {t('customisation.tabs.newTitle')}
            <input
              required
              maxLength={TAB_TITLE_MAX}
              value={adding.title}
              onChange={(e) => setAdding({ ...adding, title: e.target.value })}
            />
          </label>
          <label>
            {t('customisation.tabs.newPath')}
            <input
              required
              pattern={PATH_PATTERN}
              value={adding.path}
              onChange={(e) => setAdding({ ...adding, path: e.target.value })}
            />
          </label>
          <button type="submit" className="button button-secondary">
            {t('customisation.tabs.add')}
          </button>
        </form>
      )}
      <FormAlert message={error} />
      <BusyButton
        type="button"
        busy={saving}
        onClick={save}
        label={t('customisation.tabs.save')}
        busyLabel={t('customisation.saving')}
      />
    </>
  );
}
