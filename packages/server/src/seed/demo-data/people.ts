import type { UiLanguage } from '@masthead/core';

/**
 * The demo's people, inserted in this order (seed/demo.ts): writers in the four languages, each signing
 * in with DEMO_PASSWORD. The first, ada, is the site's masterAdmin. Who holds which role in which team is
 * in teams.ts; the README lists it.
 */
export type DemoPerson = {
  username: string;
  displayName: string;
  bio: string;
  website: string;
  langs: readonly UiLanguage[];
};

export const PEOPLE = [
  {
    username: 'ada',
    displayName: 'Ada Okafor',
    bio: 'Editor-in-chief of The Long Table. Food, cities and the people who feed them.',
    website: 'https://example.org/ada',
    langs: ['en'],
  },
  {
    username: 'mei',
    displayName: '林美君',
    bio: '台北的自由撰稿人，寫旅行、咖啡與城市散步。',
    website: '',
    langs: ['tw', 'en'],
  },
  {
    username: 'wen',
    displayName: '王文',
    bio: '在上海写科技与产品，偶尔写诗。经营手工灯笼店 Harbour Light。',
    website: '',
    langs: ['cn', 'en'],
  },
  {
    username: 'budi',
    displayName: 'Budi Santoso',
    bio: 'Penulis lepas di Yogyakarta: budaya, musik, dan kopi.',
    website: '',
    langs: ['in', 'en'],
  },
  {
    username: 'sam',
    displayName: 'Sam Reyes',
    bio: 'Reader first. Collecting the best independent writing on the web.',
    website: '',
    langs: ['en'],
  },
  {
    username: 'hao',
    displayName: '陳浩',
    bio: '台北的攝影師，拍夜市、老街和下雨的城市。',
    website: '',
    langs: ['tw', 'en'],
  },
  {
    username: 'xia',
    displayName: '李霞',
    bio: '上海的产品设计师。写设计、城市和骑车上班的日子。',
    website: 'https://example.org/xia',
    langs: ['cn', 'en'],
  },
  {
    username: 'sari',
    displayName: 'Sari Wulandari',
    bio: 'Jurnalis kuliner di Jakarta: warung, pasar pagi, dan resep keluarga.',
    website: '',
    langs: ['in', 'en'],
  },
  {
    username: 'lena',
    displayName: 'Lena Brooks',
    bio: 'Photo editor. Night ferries, harbour towns and the slow way round.',
    website: '',
    langs: ['en'],
  },
] as const satisfies readonly DemoPerson[];

export type DemoUsername = (typeof PEOPLE)[number]['username'];
