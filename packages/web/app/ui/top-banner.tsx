import { COLORS, SIZES } from '@masthead/core';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { createStore, useStore } from '../lib/store';

export type TopBanner = {
  /** Names the banner, so that once dismissed it stays away for the rest of the visit. */
  id: string;
  message: string;
  action?: { label: string; href: string };
};

const bannerStore = createStore<TopBanner | null>(null);
const DISMISSED_KEY = 'dismissedBanners';

function dismissedIds(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** SPEC §2/§9 header top banner. Does nothing for a banner the reader dismissed during this visit. */
export function showTopBanner(banner: TopBanner): void {
  if (dismissedIds().includes(banner.id)) return;
  bannerStore.set(banner);
}

export function dismissTopBanner(): void {
  const current = bannerStore.get();
  if (!current) return;
  try {
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...dismissedIds(), current.id]));
  } catch {
    // Session storage refused: the banner is only hidden on this page.
  }
  bannerStore.set(null);
}

/** Sits above the header: 40 px high, #F3AE3D with white text. */
export function TopBannerHost() {
  const t = useT();
  const banner = useStore(bannerStore);
  if (!banner) return null;
  return (
    <section
      className="top-banner"
      aria-label={t('ui.banner.label')}
      style={{
        minHeight: SIZES.headerBannerHeightPx,
        background: COLORS.headerBanner,
        color: COLORS.headerBannerText,
      }}
    >
      <p className="top-banner-message">
        {banner.message}
        {banner.action && (
          <>
            {' '}
            <Link to={banner.action.href} className="top-banner-link">
              {banner.action.label}
            </Link>
          </>
        )}
      </p>
      <button
        type="button"
        className="icon-button top-banner-close"
        aria-label={t('ui.dismiss')}
        onClick={dismissTopBanner}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
