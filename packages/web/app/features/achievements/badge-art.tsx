import type { AchievementKind } from '@masthead/core';
import { useId } from 'react';

/**
 * A badge's artwork, drawn as SVG from its kind and level (issue 13): a medal whose face colour names
 * the kind, whose rim turns from bronze to silver, gold and violet as the level climbs, with the kind's
 * emblem and the level on a ribbon. A badge not earned yet is a flat grey outline with a padlock.
 */

type Emblem = { hue: number; path: string };

const BOOK = 'M14 20c5-3 9-3 14 0v18c-5-3-9-3-14 0zM50 20c-5-3-9-3-14 0v18c5-3 9-3 14 0z';
/** An arrow entering a door: a read that came from another site. */
const LINK_IN = 'M16 32h18m-7-7 7 7-7 7M38 18h8v28h-8';
const PEN = 'M18 44l4-12 18-18 8 8-18 18zM22 32l8 8';
const LIST = 'M22 20h22M22 32h22M22 44h22M15 20h1M15 32h1M15 44h1';
const QUESTION = 'M24 24a8 8 0 1 1 11 7c-2 1-3 3-3 5v2M32 45v1';
const STAR = 'M32 14l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z';
const HASH = 'M26 16l-4 32M42 16l-4 32M16 26h34M14 38h34';
const PIN = 'M32 48s-12-12-12-21a12 12 0 0 1 24 0c0 9-12 21-12 21zM32 23v8';

const EMBLEMS: Record<AchievementKind, Emblem> = {
  totalRead: { hue: 160, path: BOOK },
  socialNetworkRead: { hue: 220, path: LINK_IN },
  microblogRead: { hue: 200, path: LINK_IN },
  pinboardRead: { hue: 350, path: LINK_IN },
  discussionBoardRead: { hue: 18, path: LINK_IN },
  stumbleRead: { hue: 30, path: LINK_IN },
  readLaterRead: { hue: 280, path: LINK_IN },
  searchSocialRead: { hue: 5, path: LINK_IN },
  blogNetworkRead: { hue: 240, path: LINK_IN },
  professionalNetworkRead: { hue: 210, path: LINK_IN },
  posts: { hue: 140, path: PEN },
  lists: { hue: 190, path: LIST },
  quizzes: { hue: 300, path: QUESTION },
  frontPageTop10: { hue: 45, path: STAR },
  topicRead: { hue: 260, path: HASH },
  locationRead: { hue: 100, path: PIN },
};

/** The rim by level: bronze (1–3), silver (4–6), gold (7–9), violet (10 and up). */
export function rimColour(level: number): string {
  if (level >= 10) return '#7b4bc4';
  if (level >= 7) return '#d4a017';
  if (level >= 4) return '#9aa4ae';
  return '#b0703c';
}

const SHACKLE = 'M26 31v-5a6 6 0 0 1 12 0v5';

type BadgeArtProps = {
  kind: AchievementKind;
  level: number;
  /** The spoken name of the picture; decorative (hidden) when absent. */
  label?: string;
  size?: number;
};

export function BadgeArt({ kind, level, label, size = 64 }: BadgeArtProps) {
  const gradient = useId();
  const earned = level > 0;
  const { hue, path } = EMBLEMS[kind];
  return (
    <svg
      className={earned ? 'badge-art' : 'badge-art is-locked'}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      data-kind={kind}
      data-level={level}
      role="img"
      aria-hidden={label ? undefined : true}
    >
      <title>{label ?? ''}</title>
      {earned ? (
        <>
          <defs>
            <radialGradient id={gradient} cx="35%" cy="30%" r="75%">
              <stop offset="0%" stopColor={`hsl(${hue} 70% 62%)`} />
              <stop offset="100%" stopColor={`hsl(${hue} 65% 32%)`} />
            </radialGradient>
          </defs>
          <circle cx="32" cy="32" r="29" fill={rimColour(level)} />
          <circle cx="32" cy="32" r="24" fill={`url(#${gradient})`} />
          <path
            d={path}
            fill="none"
            stroke="#ffffff"
            strokeWidth="3.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            transform="translate(32 30) scale(0.72) translate(-32 -32)"
          />
          <rect x="20" y="47" width="24" height="13" rx="4" fill="#ffffff" stroke={rimColour(level)} />
          <text
            x="32"
            y="57"
            textAnchor="middle"
            fontSize="10"
            fontWeight="700"
            fill="#1f2328"
            fontFamily="system-ui, sans-serif"
          >
            {level}
          </text>
        </>
      ) : (
        <>
          <circle
            cx="32"
            cy="32"
            r="28"
            fill="#eef0f2"
            stroke="#8a939e"
            strokeWidth="2"
            strokeDasharray="5 4"
          />
          <path
            d={path}
            fill="none"
            stroke="#b8bfc7"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
            transform="translate(32 32) scale(0.6) translate(-32 -32)"
          />
          <g transform="translate(14 16) scale(0.56)">
            <path d={SHACKLE} fill="none" stroke="#5b6470" strokeWidth="4" />
            <rect x="21" y="30" width="22" height="16" rx="3" fill="#5b6470" />
          </g>
        </>
      )}
    </svg>
  );
}
