import { useT } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p className="site-footer-about">{t('shell.footer.about')}</p>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
