import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import { htmlLang, useI18n, useT } from '../../lib/i18n';
import './accounts.css';

const SECTIONS = [
  { to: '/settings/profile.html', label: 'settings.nav.profile' },
  { to: '/settings/account.html', label: 'settings.nav.account' },
  { to: '/settings/notifications.html', label: 'settings.nav.notifications' },
  { to: '/settings/embed.html', label: 'embed.nav' },
] as const;

/** The frame of the settings pages: one heading, the section list, and the section itself. */
export function SettingsLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <div className="page settings-page">
      <p className="settings-kicker">{t('settings.heading')}</p>
      <div className="settings-grid">
        <nav className="settings-nav" aria-label={t('settings.nav.label')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end className="settings-nav-link">
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="settings-section" aria-labelledby={titleId}>
          <h1 id={titleId} className="settings-title">
            {title}
          </h1>
          {intro ? <p className="settings-intro">{intro}</p> : null}
          {children}
        </section>
      </div>
    </div>
  );
}

/** A card inside a settings page, with its own heading. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="settings-card" aria-labelledby={id}>
      <h2 id={id} className="settings-card-title">
        {title}
      </h2>
      {description ? <div className="settings-card-description">{description}</div> : null}
      {children}
    </section>
  );
}

/**
 * Formats dates and times in the reader's language. The server renders them in UTC; the browser then
 * uses its own time zone (changing the text after hydration, never during it).
 */
export function useDateTimeFormat() {
  const { lang } = useI18n();
  const [timeZone, setTimeZone] = useState<string | undefined>('UTC');
  useEffect(() => setTimeZone(undefined), []);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(htmlLang(lang), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [lang, timeZone]);
}
