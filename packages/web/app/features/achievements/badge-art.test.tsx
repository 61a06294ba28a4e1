import { ACHIEVEMENT_KINDS, MESSAGES, type MessageKey, type MessageVars, translate } from '@masthead/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BadgeArt, rimColour } from './badge-art';
import { badgeName, badgeNews } from './badge-news';

const tIn =
  (lang: 'en' | 'tw' | 'cn' | 'in') =>
  (key: MessageKey, vars?: MessageVars): string =>
    translate(lang, key, vars);

describe('badge artwork (issue 13)', () => {
  it('draws every kind, earned in colour with its level, locked as a grey padlock', () => {
    for (const kind of ACHIEVEMENT_KINDS) {
      const earned = renderToStaticMarkup(<BadgeArt kind={kind} level={3} label="Reader, level 3" />);
      expect(earned).toContain('role="img"');
      expect(earned).toContain('<title>Reader, level 3</title>');
      expect(earned).toContain('>3</text>');
      expect(earned).toContain('radialGradient');
      const locked = renderToStaticMarkup(<BadgeArt kind={kind} level={0} />);
      expect(locked).toContain('is-locked');
      expect(locked).toContain('aria-hidden="true"');
      expect(locked).not.toContain('radialGradient');
    }
  });

  it('turns the rim from bronze to silver, gold and violet as the level climbs', () => {
    expect(new Set([1, 4, 7, 10].map(rimColour)).size).toBe(4);
    expect(rimColour(2)).toBe(rimColour(1));
  });
});

describe('badge news (issue 13)', () => {
  it('names the badge by its kind, or by its topic or place, in every language', () => {
    for (const lang of ['en', 'tw', 'cn', 'in'] as const) {
      const t = tIn(lang);
      expect(badgeName(t, { kind: 'totalRead', title: null })).toBe(
        MESSAGES[lang]['achievements.kind.totalRead'],
      );
      expect(badgeName(t, { kind: 'topicRead', title: 'Street Food' })).toBe('Street Food');
    }
    const t = tIn('en');
    expect(badgeNews(t, { kind: 'totalRead', level: 1, title: null })).toBe('You earned the Reader badge.');
    expect(badgeNews(t, { kind: 'locationRead', level: 2, title: 'Taipei' })).toBe(
      'Your Taipei badge reached level 2.',
    );
  });

  it('says in plain words what each referrer badge is for, naming the kind of site', () => {
    expect(MESSAGES.en['achievements.kind.pinboardRead.desc']).toContain('Pinterest');
    expect(MESSAGES.en['achievements.kind.discussionBoardRead.desc']).toContain('Reddit');
    expect(MESSAGES.en['achievements.kind.professionalNetworkRead.desc']).toContain('LinkedIn');
  });
});
