import { describe, expect, it } from 'vitest';
import { invertedTextColor } from './brand-colors.ts';
import {
  buttonColorOf,
  contributionDecision,
  contributionViewer,
  OPEN_CONTRIBUTION_DEFAULTS,
  OPEN_CONTRIBUTION_LIMITS,
  openContributionButtonStyle,
  openContributionOf,
  openContributionPagePath,
  openContributionPhoto,
  openContributionSettingsPath,
} from './open-contribution.ts';
import {
  ZOpenContributionSubmit,
  ZOpenContributionUpdate,
  zButtonColor,
} from './open-contribution-schemas.ts';
import type { MagazineActor } from './policy.ts';
import { MAGAZINE_ROLE, OWNER_TYPE } from './roles.ts';

const MAGAZINE = 70;

const SEATS = {
  primaryOwner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.primary },
  owner: { role: MAGAZINE_ROLE.owner, ownerType: OWNER_TYPE.owner },
  managingEditor: { role: MAGAZINE_ROLE.managingEditor, ownerType: OWNER_TYPE.none },
  editor: { role: MAGAZINE_ROLE.editor, ownerType: OWNER_TYPE.none },
  seniorWriter: { role: MAGAZINE_ROLE.seniorWriter, ownerType: OWNER_TYPE.none },
  writer: { role: MAGAZINE_ROLE.writer, ownerType: OWNER_TYPE.none },
  contributor: { role: MAGAZINE_ROLE.contributor, ownerType: OWNER_TYPE.none },
  secretAdmin: { role: MAGAZINE_ROLE.secretAdmin, ownerType: OWNER_TYPE.none },
  unknownRole: { role: 7, ownerType: OWNER_TYPE.none },
} as const;

const member = (seat: keyof typeof SEATS, closed = false): MagazineActor => ({
  userId: 1,
  masterAdmin: false,
  memberships: [{ magazineUserId: MAGAZINE, ...SEATS[seat], closed }],
});
const outsider: MagazineActor = { userId: 2, masterAdmin: false, memberships: [] };
const elsewhere: MagazineActor = {
  userId: 3,
  masterAdmin: false,
  memberships: [{ magazineUserId: MAGAZINE + 1, ...SEATS.owner }],
};
const masterAdmin: MagazineActor = { userId: 4, masterAdmin: true, memberships: [] };

describe('who may send a story through open contribution', () => {
  const on = { userId: MAGAZINE, enabled: true, closed: false };

  it.each(Object.keys(SEATS).filter((seat) => seat !== 'unknownRole') as (keyof typeof SEATS)[])(
    'a %s simply submits (no joining)',
    (seat) => {
      expect(contributionDecision(member(seat), on)).toEqual({ ok: true, join: false });
    },
  );

  it.each([
    ['a signed-in non-member', outsider],
    ['a member of another magazine', elsewhere],
    ['masterAdmin without a membership', masterAdmin],
  ])('%s joins as a contributor', (_name, actor) => {
    expect(contributionDecision(actor, on)).toEqual({ ok: true, join: true });
  });

  it('refuses a member whose stored role gives no right to write', () => {
    expect(contributionDecision(member('unknownRole'), on)).toEqual({ ok: false, reason: 'role' });
  });

  const everyone: [string, MagazineActor][] = [
    ...Object.keys(SEATS).map((seat): [string, MagazineActor] => [seat, member(seat as keyof typeof SEATS)]),
    ['outsider', outsider],
    ['member elsewhere', elsewhere],
    ['masterAdmin', masterAdmin],
  ];

  it.each(everyone)('refuses %s while open contribution is off', (_name, actor) => {
    expect(contributionDecision(actor, { ...on, enabled: false })).toEqual({ ok: false, reason: 'off' });
  });

  it.each(everyone)('refuses %s in a closed magazine, whether it is on or off', (_name, actor) => {
    for (const enabled of [true, false])
      expect(contributionDecision(actor, { ...on, enabled, closed: true })).toEqual({
        ok: false,
        reason: 'closed',
      });
  });

  it('tells the card who looks at it', () => {
    expect(contributionViewer(null, MAGAZINE)).toBe('guest');
    expect(contributionViewer(outsider, MAGAZINE)).toBe('person');
    expect(contributionViewer(elsewhere, MAGAZINE)).toBe('person');
    expect(contributionViewer(member('contributor'), MAGAZINE)).toBe('member');
    expect(contributionViewer(member('primaryOwner'), MAGAZINE)).toBe('member');
  });
});

describe('the button colour and SPEC §5 inverted text', () => {
  it.each([
    ['#000000', '#000000'],
    ['#FFF', '#ffffff'],
    ['#1D6F42', '#1d6f42'],
    ['rgb(29, 111, 66)', '#1d6f42'],
    ['rgba(255,204,0,0.5)', '#ffcc00'],
    ['#ffcc0080', '#ffcc00'],
    ['  #abc  ', '#aabbcc'],
  ])('%s is stored as %s', (input, stored) => {
    expect(buttonColorOf(input)).toBe(stored);
  });

  it.each([
    'black',
    'red;background:url(https://evil.example/x)',
    '#000;}</style><script>window.__xss=1</script>',
    'expression(alert(1))',
    'url(javascript:alert(1))',
    'var(--x)',
    '#12345',
    'rgb(256,0,0)',
    'rgb(1,2)',
    '',
  ])('%s is refused', (input) => {
    expect(buttonColorOf(input)).toBeNull();
    expect(zButtonColor.safeParse(input).success).toBe(false);
  });

  it.each([
    ['#000000', '#ffffff'],
    ['#ffffff', '#000000'],
    ['#1d6f42', '#ffffff'],
    ['#ffcc00', '#000000'],
    // 0.299·R + 0.587·G + 0.114·B on either side of 0.6 (153/255 is exactly 0.6: not above).
    ['#999999', '#ffffff'],
    ['#9a9a9a', '#000000'],
    ['#3366ff', '#ffffff'],
  ])('a %s button has %s text', (color, text) => {
    expect(openContributionButtonStyle(color)).toEqual({
      pageOpenContributionButtonBgColor: color,
      pageOpenContributionButtonTextColor: text,
    });
    expect(invertedTextColor(color)).toBe(text);
  });

  it('paints an unreadable stored colour as the default black', () => {
    expect(openContributionButtonStyle('</style>')).toEqual({
      pageOpenContributionButtonBgColor: '#000000',
      pageOpenContributionButtonTextColor: '#ffffff',
    });
  });
});

describe('the settings a stored value stands for', () => {
  it('gives SPEC §3 defaults for nothing stored', () => {
    expect(openContributionOf({})).toEqual(OPEN_CONTRIBUTION_DEFAULTS);
    expect(openContributionOf(null)).toEqual(OPEN_CONTRIBUTION_DEFAULTS);
    expect(OPEN_CONTRIBUTION_DEFAULTS.openContributionButtonText).toBe('Share your Story');
    expect(OPEN_CONTRIBUTION_DEFAULTS.openContributionButtonColor).toBe('#000000');
  });

  it('keeps what is valid and drops what is not, part by part', () => {
    expect(
      openContributionOf({
        feedCardIdx: 3,
        openContributionDescription: 'Tell us about your street',
        openContributionPhotoPath: '/images/u/1/a.jpg?focalPoint=20,30',
        openContributionButtonText: 'Pitch us',
        openContributionButtonColor: '#1d6f42',
        signUpMessage: '<p>Hello</p>',
      }),
    ).toMatchObject({
      feedCardIdx: 3,
      openContributionPhotoPath: '/images/u/1/a.jpg?focalPoint=20,30',
      openContributionButtonText: 'Pitch us',
      openContributionButtonColor: '#1d6f42',
      signUpMessage: '<p>Hello</p>',
    });
    expect(
      openContributionOf({
        feedCardIdx: OPEN_CONTRIBUTION_LIMITS.feedCardIdxMax + 1,
        openContributionPhotoPath: 'javascript:alert(1)',
        openContributionButtonText: '   ',
        openContributionButtonColor: 'red;}',
        submittedMessage: 'x'.repeat(OPEN_CONTRIBUTION_LIMITS.messageMax + 1),
      }),
    ).toEqual(OPEN_CONTRIBUTION_DEFAULTS);
    expect(openContributionOf({ feedCardIdx: 1.5 }).feedCardIdx).toBe(0);
    expect(openContributionOf({ feedCardIdx: -1 }).feedCardIdx).toBe(0);
  });

  it('parts a stored photo for the drop zone', () => {
    expect(openContributionPhoto(null)).toBeNull();
    expect(openContributionPhoto('/images/u/1/a.jpg')).toEqual({
      photoPath: '/images/u/1/a.jpg',
      focalPoint: '50,50',
    });
    expect(openContributionPhoto('/images/u/1/a.jpg?focalPoint=20,30')).toEqual({
      photoPath: '/images/u/1/a.jpg',
      focalPoint: '20,30',
    });
  });

  it('names its pages', () => {
    expect(openContributionSettingsPath('thelongtable')).toBe(
      '/dashboard/@thelongtable/settings/open-contribution',
    );
    expect(openContributionPagePath('thelongtable')).toBe('/@thelongtable?contribute=1');
  });
});

describe('the requests', () => {
  it('takes only the fields of the settings, bounded', () => {
    const ok = ZOpenContributionUpdate.safeParse({
      userId: 5,
      enabled: true,
      feedCardIdx: 2,
      openContributionButtonText: '  Pitch us  ',
      openContributionButtonColor: 'rgb(29,111,66)',
      openContributionPhotoPath: '/images/u/1/a.jpg',
      openContributionPhotoFocalPoint: '20,30',
    });
    expect(ok.success && ok.data).toMatchObject({
      openContributionButtonText: 'Pitch us',
      openContributionButtonColor: '#1d6f42',
      openContributionPhotoFocalPoint: { x: 20, y: 30 },
    });
    for (const bad of [
      { userId: 5, enabled: 'yes' },
      { userId: 5, feedCardIdx: -1 },
      { userId: 5, feedCardIdx: OPEN_CONTRIBUTION_LIMITS.feedCardIdxMax + 1 },
      { userId: 5, feedCardIdx: '2' },
      { userId: 5, openContributionButtonText: '' },
      { userId: 5, openContributionButtonText: 'x'.repeat(OPEN_CONTRIBUTION_LIMITS.buttonTextMax + 1) },
      { userId: 5, openContributionDescription: 'x'.repeat(OPEN_CONTRIBUTION_LIMITS.descriptionMax + 1) },
      { userId: 5, openContributionPhotoPath: 'https://evil.example/a.jpg' },
      { userId: 5, openContributionPhotoFocalPoint: '50,50,evil' },
      { userId: 5, openContributionButtonColor: 'red' },
      { userId: 5, signUpMessage: 'a\u0000b' },
      { userId: 5, submittedMessage: 'x'.repeat(OPEN_CONTRIBUTION_LIMITS.messageMax * 4 + 1) },
      { userId: 5, kind: 'business' },
      { userId: '5' },
    ])
      expect(ZOpenContributionUpdate.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
  });

  it('needs a title for a submitted story', () => {
    const story = { magazineUserId: 5, title: 'Night markets', body: '<p>At dusk</p>', lang: 'en' };
    expect(ZOpenContributionSubmit.safeParse(story).success).toBe(true);
    const untitled = ZOpenContributionSubmit.safeParse({ ...story, title: '   ' });
    expect(untitled.error?.issues[0]?.message).toBe('validation.required');
    expect(ZOpenContributionSubmit.safeParse({ ...story, lang: 'xx' }).success).toBe(false);
    expect(ZOpenContributionSubmit.safeParse({ ...story, publisherId: 9 }).success).toBe(false);
    expect(ZOpenContributionSubmit.safeParse({ ...story, userId: 9 }).success).toBe(false);
  });
});
