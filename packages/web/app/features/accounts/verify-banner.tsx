import { useState } from 'react';
import { useLocation } from 'react-router';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import './verify-banner.css';

/** The verification link's own page says what the link did; the banner would only repeat it there. */
const VERIFY_PAGE = '/verify_email.html';

/**
 * Issue 13: after sign-up, a 'check your inbox' banner under the header on every page until the
 * address is verified, with a button that sends the link again (rate-limited by the server as the
 * verification page's resend is).
 */
export function VerifyBanner({ email }: { email: string }) {
  const t = useT();
  const location = useLocation();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (location.pathname === VERIFY_PAGE) return null;

  const resend = async () => {
    setSending(true);
    setNote(null);
    const result = await call('POST /api2/account/verify/resend', {});
    setSending(false);
    if (!result.ok) setNote({ tone: 'error', text: result.message });
    else
      setNote({
        tone: 'success',
        text: result.data.sent ? t('accounts.verify.resent') : t('firstHour.verify.already'),
      });
  };

  return (
    <section className="verify-banner" aria-label={t('firstHour.verify.bannerLabel')}>
      <p className="verify-banner-text">{t('firstHour.verify.banner', { email })}</p>
      <BusyButton
        type="button"
        variant="secondary"
        className="button-small"
        label={t('firstHour.verify.resend')}
        busyLabel={t('accounts.sending')}
        busy={sending}
        onClick={resend}
      />
      <p className={`verify-banner-note is-${note?.tone ?? 'none'}`} role="status">
        {note?.text ?? ''}
      </p>
    </section>
  );
}
