import {
  type ActingRole,
  type MagazineKind,
  OPEN_CONTRIBUTION_DEFAULTS,
  type OpenContributionSettings,
  type PlanKey,
  type UiLanguage,
} from '@masthead/core';
import { html } from './bodies.ts';
import type { DemoUsername } from './people.ts';

/**
 * The demo's teams (seed/demo-teams.ts): two magazines and a business, each with a member in every role,
 * a plan, and one story waiting in its review queue. Their published stories are in stories.ts (The
 * Long Table's) and team-stories.ts. The README's demo table says the same in prose.
 */

export type DemoMagazine = 'thelongtable' | 'signalnoise' | 'harbourlight';

export type DemoMember = {
  username: DemoUsername;
  role: ActingRole;
  /** The primary owner (ownerType 1); other owners are ownerType 2. */
  primary?: true;
};

export type DemoTeam = {
  username: DemoMagazine;
  displayName: string;
  kind: MagazineKind;
  bio: string;
  bioConnect?: string;
  website?: string;
  brandColors?: string;
  /** A paid plan is bought with the sandbox test card `daysIntoPeriod` days ago (seed/demo-plans.ts). */
  plan: { key: 'free' } | { key: Exclude<PlanKey, 'free'>; daysIntoPeriod: number };
  /** The primary owner first (they created it); the others joined in this order. */
  members: DemoMember[];
  /** Open contribution turned on with these settings (the rest are core's defaults). */
  openContribution?: OpenContributionSettings;
  /** A member's story submitted to the review queue `hoursAgo`, waiting for an editor. */
  submission: {
    by: DemoUsername;
    hoursAgo: number;
    lang: UiLanguage;
    title: string;
    description: string;
    body: string;
  };
};

export const TEAMS: DemoTeam[] = [
  {
    username: 'thelongtable',
    displayName: 'The Long Table',
    kind: 'magazine',
    bio: 'An independent magazine about food and the cities that cook it.',
    plan: { key: 'pro', daysIntoPeriod: 9 },
    members: [
      { username: 'ada', role: 'owner', primary: true },
      { username: 'hao', role: 'managingEditor' },
      { username: 'mei', role: 'editor' },
      { username: 'sari', role: 'seniorWriter' },
      { username: 'budi', role: 'writer' },
      { username: 'wen', role: 'contributor' },
    ],
    submission: {
      by: 'wen',
      hoursAgo: 2,
      lang: 'en',
      title: 'Breakfast on Yongkang Street',
      description: 'Soy milk, scallion pancakes and a queue that starts before six.',
      body: html(
        'Soy milk, scallion pancakes and a queue that starts before six. The first customers are taxi drivers finishing the night shift.',
        'By seven the office workers arrive, and the cooks never look up.',
      ),
    },
  },
  {
    username: 'signalnoise',
    displayName: 'Signal & Noise',
    kind: 'magazine',
    bio: 'Technology and design as people live with them, from Shanghai to Jakarta.',
    website: 'https://example.org/signalnoise',
    plan: { key: 'free' },
    members: [
      { username: 'xia', role: 'owner', primary: true },
      { username: 'budi', role: 'managingEditor' },
      { username: 'lena', role: 'editor' },
      { username: 'mei', role: 'seniorWriter' },
      { username: 'sam', role: 'writer' },
      { username: 'hao', role: 'contributor' },
    ],
    openContribution: {
      ...OPEN_CONTRIBUTION_DEFAULTS,
      openContributionDescription:
        'Built something, fixed something, or watched a city change its habits? Tell us about it.',
      signUpMessage: html('Sign up to send us your story. It takes a minute.'),
      submitStoryMessage: html(
        'Write it in the editor and press Submit for review. Our editors read every story within a week.',
      ),
      submittedMessage: html('Thank you! Your story is with our editors now.'),
    },
    submission: {
      by: 'hao',
      hoursAgo: 20,
      lang: 'en',
      title: 'The Photo Booth That Learned to Print Receipts',
      description: 'An old Ximending photo booth, a thermal printer and a very patient repairman.',
      body: html(
        'The photo booth outside the cinema on Wuchang Street stopped printing photographs in 2019. Now it prints them on receipt paper, and the queue is longer than ever.',
        'Mr Tsai, who has repaired it for thirty years, explains how.',
      ),
    },
  },
  {
    username: 'harbourlight',
    displayName: 'Harbour Light',
    kind: 'business',
    bio: 'Lamps and lanterns made by hand on the old harbour wall.',
    bioConnect: 'Meet the lamp makers of the harbour wall.',
    website: 'https://example.org/harbourlight',
    brandColors: '#1d3557;#f4a261',
    plan: { key: 'standard', daysIntoPeriod: 4 },
    members: [
      { username: 'wen', role: 'owner', primary: true },
      { username: 'xia', role: 'managingEditor' },
      { username: 'lena', role: 'editor' },
      { username: 'hao', role: 'seniorWriter' },
      { username: 'sam', role: 'writer' },
      { username: 'sari', role: 'contributor' },
    ],
    submission: {
      by: 'sari',
      hoursAgo: 30,
      lang: 'in',
      title: 'Lentera Kertas dari Kampung Nelayan',
      description: 'Di Muara Angke, lentera dibuat dari jaring bekas dan kertas minyak.',
      body: html(
        'Di Muara Angke, para nelayan membuat lentera dari jaring bekas dan kertas minyak. Cahayanya kuning, hangat, dan tahan angin laut.',
        'Kami belajar membuatnya bersama Bu Ros, yang sudah empat puluh tahun menjualnya di dermaga.',
      ),
    },
  },
];
