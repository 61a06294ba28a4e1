import {
  focalPointCss,
  focalPointOrDefault,
  imagePath,
  OPEN_CONTRIBUTION_DEFAULTS,
  type OpenContributionCard,
  openContributionPagePath,
  openContributionPhoto,
} from '@masthead/core';
import { type CSSProperties, useId } from 'react';
import { useT } from '../../lib/i18n';
import { useViewer } from '../../lib/root-data';
import { useBusinessSite } from '../magazines/use-business-site';
import { preloadContributionDialog } from './contribution-host';
import { openContribution } from './contribution-store';
import './open-contribution.css';

/** What the card shows (the settings page previews one from its form). */
export type CardLook = Pick<
  OpenContributionCard,
  'magazine' | 'description' | 'photoPath' | 'buttonText' | 'button'
>;

export const magazineName = (card: Pick<OpenContributionCard, 'magazine'>) =>
  card.magazine.displayName || card.magazine.username;

/** SPEC §3's default text reads in the reader's language; a magazine's own text as it wrote it. */
export const buttonLabel = (t: ReturnType<typeof useT>, text: string) =>
  text === OPEN_CONTRIBUTION_DEFAULTS.openContributionButtonText
    ? t('openContribution.button.default')
    : text;

/**
 * The open-contribution card among a magazine's stories: its photo, description and the button in the
 * magazine's colour, its text black or white by the colour's luminance (SPEC §5). The button opens the
 * popups; on a business site (where nobody is signed in) it leads to the magazine's page on the main
 * site with the popups open.
 */
export function ContributionCard({ card, preview = false }: { card: CardLook; preview?: boolean }) {
  const t = useT();
  const viewer = useViewer();
  const site = useBusinessSite();
  const headingId = useId();
  const name = magazineName(card);
  const photo = openContributionPhoto(card.photoPath);
  const colours = {
    '--oc-button-bg': card.button.pageOpenContributionButtonBgColor,
    '--oc-button-text': card.button.pageOpenContributionButtonTextColor,
  } as CSSProperties;
  const label = buttonLabel(t, card.buttonText);
  let button = (
    <button
      type="button"
      className="button oc-button"
      aria-haspopup="dialog"
      onPointerEnter={preloadContributionDialog}
      onFocus={preloadContributionDialog}
      onClick={() => openContribution(card.magazine.userId, viewer !== null)}
    >
      {label}
    </button>
  );
  if (preview)
    button = (
      <span className="button oc-button" aria-hidden="true">
        {label}
      </span>
    );
  else if (site)
    button = (
      <a
        className="button oc-button"
        href={`${site.mainOrigin}${openContributionPagePath(card.magazine.username)}`}
      >
        {label}
      </a>
    );
  return (
    <section className="oc-card" aria-labelledby={headingId} style={colours}>
      {photo && (
        <img
          className="oc-card-photo"
          src={imagePath(photo.photoPath, 'xl')}
          alt=""
          loading="lazy"
          style={{ objectPosition: focalPointCss(focalPointOrDefault(photo.focalPoint)) }}
        />
      )}
      <div className="oc-card-body">
        <h3 id={headingId} className="oc-card-heading">
          {t('openContribution.card.heading', { magazine: name })}
        </h3>
        <p className="oc-card-description">
          {card.description || t('openContribution.card.defaultDescription', { magazine: name })}
        </p>
        {button}
      </div>
    </section>
  );
}
