import { type BusinessInfo, type MagazineRight, planKeyOf } from '@masthead/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { SettingsCard } from '../accounts/settings-layout';
import './business.css';

/** The business's own site (DESIGN §4) and the magazine's plan, with the way to its plan page. */
export function SiteAndPlan({
  magazine,
  abilities,
}: {
  magazine: BusinessInfo;
  abilities: Record<MagazineRight, boolean>;
}) {
  const t = useT();
  const address = magazine.siteAddress;
  return (
    <SettingsCard title={t('magazines.settings.site')}>
      {address ? (
        <p>
          {t('magazines.settings.siteAddress', { address: address.replace(/\/$/, '') })}{' '}
          <a href={address}>{t('magazines.page.visitSite')}</a>
        </p>
      ) : (
        <p>{t('magazines.settings.siteNone')}</p>
      )}
      <p>
        {t('magazines.settings.plan', {
          plan: magazine.magazinePlan
            ? t(`magazines.plan.${planKeyOf(magazine.magazinePlan.magazinePlanGrpId) ?? 'free'}`)
            : t('magazines.plan.expired'),
        })}
        {abilities.manageBilling && (
          <>
            {' '}
            <Link to={`/dashboard/@${magazine.username}/plan`}>{t('magazines.settings.planLink')}</Link>
          </>
        )}
      </p>
    </SettingsCard>
  );
}
