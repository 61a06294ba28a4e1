import { PAGE_SECTIONS_MAX, type PageSectionView, SECTION_TITLE_MAX, ZPageSections } from '@masthead/core';
import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { formatNumber } from '../content/format';
import { MoveButtons, moved } from './move-buttons';
import type { Customisation } from './use-customisation';

/**
 * SPEC §2 subsection management: the topics the page lists as its sections — renamed, reordered,
 * hidden for now, added from the topics it publishes in, removed — saved together. Until the first
 * save the page lists its most used topics, which is where the list starts.
 */
export function SectionsSection({ customisation }: { customisation: Customisation }) {
  const { t, lang } = useI18n();
  const addId = useId();
  const { payload } = customisation;
  const [sections, setSections] = useState<PageSectionView[]>(
    () =>
      payload.sections ??
      payload.sectionChoices.map((topic) => ({ ...topic, topicTitle: topic.title, hidden: false })),
  );
  const [adding, setAdding] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const choices = payload.sectionChoices.filter(
    (topic) => !sections.some((s) => s.topicId === topic.topicId),
  );
  const edit = (index: number, patch: Partial<PageSectionView>) =>
    setSections(sections.map((section, at) => (at === index ? { ...section, ...patch } : section)));

  const add = (event: FormEvent) => {
    event.preventDefault();
    const topic = choices.find((choice) => String(choice.topicId) === adding);
    if (topic) setSections([...sections, { ...topic, topicTitle: topic.title, hidden: false }]);
    setAdding('');
  };
  const save = async () => {
    const parsed = ZPageSections.safeParse(
      sections.map(({ topicId, title, topicTitle, hidden }) => ({
        topicId,
        title: title.trim() === topicTitle ? '' : title,
        hidden,
      })),
    );
    if (!parsed.success) {
      setError(t((parsed.error.issues[0]?.message ?? 'validation.invalid') as 'validation.invalid'));
      return;
    }
    setError(null);
    setSaving(true);
    await customisation.saveSections(parsed.data);
    setSaving(false);
  };

  if (sections.length === 0 && choices.length === 0) return <p>{t('customisation.sections.none')}</p>;
  return (
    <>
      <p>{t(payload.sections ? 'customisation.sections.intro' : 'customisation.sections.automatic')}</p>
      <ol className="customise-tabs">
        {sections.map((section, index) => (
          <li key={section.topicId} className="customise-tab-row customise-section-row">
            <input
              aria-label={t('customisation.sections.title', { topic: section.topicTitle })}
              value={section.title}
              placeholder={section.topicTitle}
              maxLength={SECTION_TITLE_MAX}
              onChange={(event) => edit(index, { title: event.target.value })}
            />
            <label className="customise-check">
              <input
                type="checkbox"
                checked={!section.hidden}
                onChange={(event) => edit(index, { hidden: !event.target.checked })}
              />
              <span className="visually-hidden">
                {t('customisation.sections.shown', { title: section.title })}
              </span>
            </label>
            <MoveButtons
              index={index}
              count={sections.length}
              onMove={(by) => setSections(moved(sections, index, by))}
              upLabel={t('customisation.sections.up', { title: section.title })}
              downLabel={t('customisation.sections.down', { title: section.title })}
            />
            <button
              type="button"
              className="icon-button"
              onClick={() => setSections(sections.filter((_, at) => at !== index))}
              aria-label={t('customisation.sections.remove', { title: section.title })}
            >
              ×
            </button>
            <span className="muted">
              {t('customisation.sections.count', { count: formatNumber(lang, section.storyCount) })}
            </span>
          </li>
        ))}
      </ol>
      {choices.length > 0 && sections.length < PAGE_SECTIONS_MAX && (
        <form className="customise-add-tab" onSubmit={add}>
          <label htmlFor={addId}>{t('customisation.sections.add')}</label>
          <select id={addId} value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="" />
            {choices.map((topic) => (
              <option key={topic.topicId} value={topic.topicId}>
                {topic.title}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary" disabled={!adding}>
            {t('customisation.sections.addButton')}
          </button>
        </form>
      )}
      <FormAlert message={error} />
      <BusyButton
        type="button"
        label={t('customisation.sections.save')}
        busyLabel={t('customisation.saving')}
        busy={saving}
        onClick={save}
      />
    </>
  );
}
