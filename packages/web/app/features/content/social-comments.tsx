import { type ContentPage, SOCIAL_COMMENTS, socialCommentsFrameUrl } from '@masthead/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { siteOf } from './type-parts';

/**
 * SPEC §9 embedded social comments, beside the native ones on a story imported from a blog whose posts
 * have them: the provider's frame (5 posts, 550 wide) is made only when the reader asks, so nothing of
 * Facebook loads or runs before.
 */
export function SocialComments({ content }: { content: ContentPage }) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState(false);
  const site = content.linkUrl ? siteOf(content.linkUrl) : null;

  // The button is gone once pressed: the keyboard goes to the section's heading, before the frame.
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);

  if (content.extra.kind !== 'external' || !content.extra.socialComments || !content.linkUrl || !site)
    return null;
  return (
    <section className="social-comments" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('content.socialComments.heading', { site })}
      </h2>
      {shown ? (
        <iframe
          className="social-comments-frame"
          title={t('content.socialComments.frame', { site })}
          src={socialCommentsFrameUrl(content.linkUrl, lang)}
          width={SOCIAL_COMMENTS.width}
          height={600}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <p className="muted">{t('content.socialComments.note')}</p>
          <button type="button" className="button button-secondary" onClick={() => setShown(true)}>
            {t('content.socialComments.show')}
          </button>
        </>
      )}
    </section>
  );
}
