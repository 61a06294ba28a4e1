import type { AchievementsView } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { RANK_LABELS } from './kind-labels';
import './achievements.css';

/** SPEC §9 user level and its title ('Masthead Starter', 'Masthead Publisher', 'Masthead Hacker'). */
export function LevelCard({ view, own }: { view: AchievementsView; own: boolean }) {
  const t = useT();
  return (
    <section className="level-card" aria-label={t('achievements.level', { level: view.level })}>
      <span className="level-card-number" aria-hidden="true">
        {view.level}
      </span>
      <div>
        <p className="level-card-title">{t(RANK_LABELS[view.rank])}</p>
        <p className="level-card-level">{t('achievements.level', { level: view.level })}</p>
        {own && <p className="level-card-hint">{t('achievements.userLevel.hint')}</p>}
      </div>
    </section>
  );
}
