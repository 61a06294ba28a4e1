import { type BusinessSite, invertedTextColor, opaqueColor } from '@masthead/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { TopBannerHost } from '../../ui/top-banner';
import { LanguageSwitcher } from '../shell/language-switcher';
import './business.css';

/**
 * The frame of a business's own site (DESIGN §4): its name and logo leading home, in its first brand
 * colour (SPEC §5 inverted text on it), and the way back to the main site.
 */
export function BusinessHeader({ site }: { site: BusinessSite }) {
  const t = useT();
  const brand = site.brandColors[0];
  // Stored colours are normalised hex (core refuses anything else), so they go into a style as they are.
  const style = brand
    ? ({ '--brand': opaqueColor(brand), '--brand-text': invertedTextColor(brand) } as CSSProperties)
    : undefined;
  return (
    <header className="site-header business-header" style={style}>
      <TopBannerHost />
      <div className="business-header-bar">
        <Link to="/" className="business-logo">
          <Avatar name={site.displayName} photoPath={site.photoPath} size={36} />
          <span className="business-name">{site.displayName}</span>
        </Link>
        <a className="business-main-link" href={`${site.mainOrigin}/`}>
          {t('magazines.site.poweredBy')}
        </a>
      </div>
    </header>
  );
}

export function BusinessFooter({ site }: { site: BusinessSite }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p className="site-footer-about">{t('magazines.site.about', { name: site.displayName })}</p>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
