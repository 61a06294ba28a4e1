import { useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { ColourRows } from './colour-row';
import { CoverSection } from './cover-section';
import { AdvancedSection, FontSelect, FooterSection, LayoutSection } from './design-sections';
import { FeaturedSection } from './featured-section';
import { SectionsSection } from './sections-section';
import { TabsSection } from './tabs-section';
import type { Customisation } from './use-customisation';

/**
 * SPEC §2 customisation side panel, on the page itself: the design tabs (layout, cover, colours, fonts,
 * footer, article styles, advanced), the featured items, the sections (subsection management) and the tab-management tab. Every change shows on the page at once
 * and is saved (SPEC §4); Undo and Reset to defaults sit at the bottom with the save state.
 */
const SECTIONS = [
  'layout',
  'cover',
  'colors',
  'fonts',
  'footer',
  'article',
  'advanced',
  'featured',
  'sections',
  'tabs',
] as const;
type Section = (typeof SECTIONS)[number];

type PanelProps = {
  name: string;
  customisation: Customisation;
  coverPath: string | null;
  onCover: (path: string | null) => void;
  onClose: () => void;
};

export function CustomisationPanel({ name, customisation, coverPath, onCover, onClose }: PanelProps) {
  const t = useT();
  const titleId = useId();
  const [section, setSection] = useState<Section>('layout');
  const { state, payload } = customisation;
  const body: Record<Section, () => React.ReactNode> = {
    layout: () => <LayoutSection customisation={customisation} />,
    cover: () => <CoverSection customisation={customisation} coverPath={coverPath} onCover={onCover} />,
    colors: () => (
      <ColourRows
        keys={[
          'pageBgColor',
          'searchBarTextColor',
          'pageLoadMoreButtonColor',
          'pageOpenContributionButtonBgColor',
          'pageOpenContributionButtonTextColor',
        ]}
        customisation={customisation}
      />
    ),
    fonts: () => <FontSelect name="globalFont" customisation={customisation} />,
    footer: () => <FooterSection customisation={customisation} />,
    article: () => (
      <>
        <ColourRows
          keys={['articleHeaderBgColor', 'articleFixedHeaderTextColor', 'articlePageBgColor']}
          customisation={customisation}
        />
        <FontSelect name="articleFont" customisation={customisation} />
      </>
    ),
    advanced: () => <AdvancedSection customisation={customisation} />,
    featured: () => <FeaturedSection customisation={customisation} />,
    sections: () => <SectionsSection customisation={customisation} />,
    tabs: () => <TabsSection customisation={customisation} />,
  };
  return (
    <aside className={`customise-panel${state === 'error' ? ' is-error' : ''}`} aria-labelledby={titleId}>
      <div className="customise-panel-header">
        <h2 id={titleId}>{t('customisation.panel.title', { name })}</h2>
        <button type="button" className="icon-button" aria-label={t('customisation.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <nav aria-label={t('customisation.sections')}>
        <ul className="customise-sections">
          {SECTIONS.map((key) => (
            <li key={key}>
              <button type="button" aria-pressed={section === key} onClick={() => setSection(key)}>
                {t(`customisation.tab.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="customise-section" aria-label={t(`customisation.tab.${section}`)}>
        {body[section]()}
      </section>
      <div className="customise-panel-footer">
        <p className="customise-status" role="status">
          {state === 'saving' && t('customisation.saving')}
          {state === 'saved' && t('customisation.saved')}
          {state === 'error' && t('customisation.errorState')}
          {state === 'idle' && t(payload.live ? 'customisation.status.live' : 'customisation.status.preview')}
        </p>
        <button
          type="button"
          className="button button-secondary"
          disabled={!customisation.canUndo}
          onClick={customisation.undo}
        >
          {t('customisation.undo')}
        </button>
        <button type="button" className="button button-secondary" onClick={customisation.reset}>
          {t('customisation.reset')}
        </button>
      </div>
    </aside>
  );
}
