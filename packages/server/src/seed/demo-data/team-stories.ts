import { CTYPE } from '@masthead/core';
import { html } from './bodies.ts';
import type { DemoStory } from './stories.ts';
import type { DemoMagazine } from './teams.ts';

/**
 * Stories the demo teams published with their bylines ('{author} in {magazine}'), besides The Long
 * Table's in stories.ts: Signal & Noise's, Harbour Light's (on its own site too) and two more of The
 * Long Table's by its newer members. Each was published `daysAgo` days ago.
 */
export type DemoTeamStory = DemoStory & { magazine: DemoMagazine; daysAgo: number };

export const TEAM_STORIES: DemoTeamStory[] = [
  // Signal & Noise
  {
    ctype: CTYPE.post,
    lang: 'cn',
    by: 'xia',
    magazine: 'signalnoise',
    daysAgo: 3,
    cover: 4,
    title: '共享单车的第二个十年',
    description: '车越来越少，骑的人却越来越多：上海街头的单车是怎么变的。',
    topics: ['Urban Cycling', 'Cities', '科技'],
    body: html(
      '十年前，上海的人行道上堆满了五颜六色的单车。现在车少了，颜色也少了，但早高峰骑车上班的人比任何时候都多。',
      '## 调度员的夜班',
      '凌晨两点，调度员把地铁口的车运回写字楼门口。一个晚上，一辆三轮车要跑四十趟。',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'in',
    by: 'budi',
    magazine: 'signalnoise',
    daysAgo: 6,
    cover: 7,
    title: 'Warung Kopi yang Jadi Kantor',
    description: 'Colokan, Wi-Fi, dan segelas kopi tubruk: kantor baru para pekerja lepas Yogyakarta.',
    topics: ['Technology', 'Kopi'],
    body: html(
      'Di Yogyakarta, warung kopi dengan colokan di setiap meja selalu penuh sejak pagi. Pelanggannya menulis kode, menyunting video, dan mengajar kelas daring.',
      'Pemiliknya tidak pernah mengusir siapa pun. Satu gelas kopi tubruk berlaku sampai sore.',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'en',
    by: 'lena',
    magazine: 'signalnoise',
    daysAgo: 11,
    cover: 10,
    title: 'The Quiet Redesign of the Night Bus Map',
    description: 'Why the map you read at 2 a.m. needs fewer colours, not more.',
    topics: ['Design', 'Cities'],
    body: html(
      'A night bus map is read by tired people under bad light. The designers who redrew one for a city of eight million started by taking colours away.',
      '> If a passenger has to think, the map has already failed.',
      'The new map has four colours, no legend and one rule: every stop says which buses stop there.',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'tw',
    by: 'mei',
    magazine: 'signalnoise',
    daysAgo: 15,
    cover: 1,
    title: '用 AI 點一碗牛肉麵',
    description: '台北的麵店開始用語音點餐，老闆娘說：它聽得懂台語比較重要。',
    topics: ['AI', '台北'],
    body: html(
      '永康街的一家牛肉麵店裝了語音點餐機。客人說「半筋半肉，小辣」，機器就把單子印出來。',
      '老闆娘說，最難的不是辨識，而是讓機器聽懂台語和客人的耐心。',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'en',
    by: 'sam',
    magazine: 'signalnoise',
    daysAgo: 19,
    title: 'Ten Newsletters I Actually Read',
    description: 'Out of the two hundred I subscribed to, these are the ones I open on the day they arrive.',
    topics: ['Technology', 'Books'],
    body: html(
      'I subscribed to two hundred newsletters last year. I open ten of them on the day they arrive. Here is what those ten have in common: a person, a point of view, and an end.',
    ),
  },
  // Harbour Light (its own site: harbourlight.localhost)
  {
    ctype: CTYPE.post,
    lang: 'en',
    by: 'sam',
    magazine: 'harbourlight',
    daysAgo: 21,
    title: 'Lanterns Along the Harbour Wall',
    description: 'How a street of lamp makers kept the old harbour lit through three winters.',
    topics: ['Design', 'Cities'],
    body: html(
      'Every evening at six the lamp makers of the harbour wall light one lantern each, and walk it to the end of the pier. We spent a week with them.',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'en',
    by: 'wen',
    magazine: 'harbourlight',
    daysAgo: 24,
    title: 'Paper, Bamboo and a Candle: How Our Lanterns Are Made',
    description: 'The workshop behind the shop, from the first cut of bamboo to the last coat of oil.',
    topics: ['Design', 'Culture'],
    body: html(
      'A lantern takes two days: one for the frame, one for the paper. The candle is the easy part.',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'tw',
    by: 'hao',
    magazine: 'harbourlight',
    daysAgo: 8,
    cover: 5,
    title: '港邊的燈籠夜',
    description: '元宵前一週，工坊的燈一盞一盞亮起來。',
    topics: ['Photography', 'Culture'],
    body: html('元宵前一週，工坊每天做到半夜。我帶著相機坐在門口，拍下每一盞燈第一次亮起來的樣子。'),
  },
  {
    ctype: CTYPE.post,
    lang: 'en',
    by: 'lena',
    magazine: 'harbourlight',
    daysAgo: 13,
    cover: 8,
    title: 'A Lantern Walk for a Winter Evening',
    description: 'From the workshop to the lighthouse in forty minutes, with a lantern of your own.',
    topics: ['Travel', 'Design'],
    body: html(
      'Pick up a lantern at the workshop at five, walk the harbour wall while the fishing boats come in, and reach the lighthouse as the last light goes.',
    ),
  },
  // The Long Table, by its newer members
  {
    ctype: CTYPE.post,
    lang: 'in',
    by: 'sari',
    magazine: 'thelongtable',
    daysAgo: 5,
    cover: 9,
    title: 'Sarapan di Lantai Atas Pasar Santa',
    description: 'Bubur ayam, kopi susu, dan pedagang yang sudah berjualan sejak subuh.',
    topics: ['Food & Drink', 'Street Food'],
    body: html(
      'Lantai atas Pasar Santa baru ramai pukul sepuluh, tetapi sarapan terbaiknya sudah habis pukul delapan. Bubur ayam Pak Darto hanya seratus mangkuk sehari.',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'tw',
    by: 'hao',
    magazine: 'thelongtable',
    daysAgo: 17,
    cover: 6,
    title: '雨天的夜市攝影筆記',
    description: '下雨的夜市最好拍：傘、蒸氣和霓虹燈。',
    topics: ['Night Markets', 'Photography'],
    body: html('下雨天的夜市人少，攤子的蒸氣和霓虹燈卻更清楚。帶一把透明傘，和一顆大光圈的鏡頭。'),
  },
];
