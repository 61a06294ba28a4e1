import type { MagazinePlan } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { FEATURE_ROWS } from './plan-labels';

type Features = Pick<MagazinePlan, 'enableAdvancedCustomisations' | 'enableRemovingDefaultFooter'>;

/** A plan's features, each marked included or not (in words for screen readers, by sign for the eye). */
export function PlanFeatureList({ features }: { features: Features }) {
  const t = useT();
  return (
    <ul className="plan-features">
      {FEATURE_ROWS.map((row) => {
        const included = row.included(features);
        return (
          <li key={row.key} className={included ? 'plan-feature is-included' : 'plan-feature'}>
            <span className="plan-feature-mark" aria-hidden="true">
              {included ? '✓' : '–'}
            </span>
            <span>
              {t(row.key)}
              <span className="visually-hidden">
                {' '}
                ({included ? t('plans.feature.included') : t('plans.feature.notIncluded')})
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
