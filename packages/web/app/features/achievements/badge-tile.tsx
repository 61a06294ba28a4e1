import type { AchievementView } from '@masthead/core';
import { Link } from 'react-router';
import { htmlLang, useI18n } from '../../lib/i18n';
import { BadgeArt } from './badge-art';
import './achievements.css';

type BadgeTileProps = {
  name: string;
  description: string;
  view: AchievementView;
  /** The topic or place page of a topic or place badge. */
  href?: string;
};

/**
 * One badge: its artwork, what it is for, its level, its count, and how far it is to the next level.
 * Level 0 shows as locked: a grey outline with a padlock on a dashed, washed-out tile.
 */
export function BadgeTile({ name, description, view, href }: BadgeTileProps) {
  const { t, lang } = useI18n();
  const number = new Intl.NumberFormat(htmlLang(lang));
  const locked = view.level === 0;
  const next = view.nextThreshold;
  const percent =
    next === null ? 100 : Math.round(((view.value - view.threshold) / (next - view.threshold)) * 100);

  return (
    <li className={locked ? 'badge-tile badge-locked' : 'badge-tile badge-earned'} data-kind={view.kind}>
      <BadgeArt
        kind={view.kind}
        level={view.level}
        label={
          locked
            ? t('firstHour.badge.artLocked', { badge: name })
            : t('firstHour.badge.art', { badge: name, level: view.level })
        }
      />
      <div className="badge-body">
        <h3 className="badge-name">{href ? <Link to={href}>{name}</Link> : name}</h3>
        <p className="badge-description">{description}</p>
        <p className="badge-level">
          {locked ? (
            t('achievements.locked')
          ) : (
            <>
              <span className="badge-earned-mark">{t('firstHour.badge.earnedLabel')}</span>{' '}
              {t('achievements.level', { level: view.level })}
            </>
          )}
        </p>
        <div
          className="badge-progress"
          role="progressbar"
          aria-label={
            next === null ? name : `${name}: ${t('achievements.progressLabel', { level: view.level + 1 })}`
          }
          aria-valuemin={view.threshold}
          aria-valuemax={next ?? view.value}
          aria-valuenow={view.value}
        >
          <span
            className="badge-progress-fill"
            style={{ width: `${Math.max(0, Math.min(100, percent))}%` }}
          />
        </div>
        <p className="badge-count">
          {next === null
            ? t('achievements.topLevel', { value: number.format(view.value) })
            : t('achievements.progress', { value: number.format(view.value), next: number.format(next) })}
        </p>
      </div>
    </li>
  );
}
