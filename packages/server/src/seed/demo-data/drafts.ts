import { CTYPE } from '@masthead/core';
import { html } from './bodies.ts';
import type { DemoStory } from './stories.ts';

/** Mei's unfinished work, so My Posts shows both tabs in the demo; the first has a shareable preview. */
export const DRAFTS: (Omit<DemoStory, 'by' | 'magazine'> & { hoursAgo: number; preview?: boolean })[] = [
  {
    ctype: CTYPE.post,
    lang: 'en',
    cover: 2,
    hoursAgo: 3,
    preview: true,
    title: 'Notes From a Night-Market Kitchen',
    description: 'Three evenings behind the counter of an oyster omelette stall.',
    topics: ['Night Markets', 'Street Food'],
    body: html(
      'Half past five, and the oyster omelette stall is already hissing. I spent three evenings behind the counter with Mrs Lin, who has fried the same recipe since 1987.',
      '## Still to write',
      'The sweet potato starch, the chilli sauce nobody else gets, and why she closes on rainy Tuesdays.',
    ),
  },
  {
    ctype: CTYPE.votableList,
    lang: 'en',
    hoursAgo: 26,
    title: 'Teahouses Worth the Climb',
    description: 'Vote for the one that deserves the uphill walk.',
    topics: ['Tea', 'Travel'],
    body: html('Vote for the one that deserves the uphill walk.'),
    extra: {
      items: [
        { title: 'Maokong Gondola teahouses', description: 'Tieguanyin with the whole city below.' },
        { title: 'Jiufen Teahouse', description: 'Lanterns, rain and oolong.' },
        { title: 'Pinglin Tea Museum' },
      ],
    },
  },
  {
    ctype: CTYPE.poll,
    lang: 'tw',
    hoursAgo: 50,
    title: '週末要去哪裡喝茶？',
    description: '貓空、九份還是坪林？',
    topics: ['Tea', '台北'],
    body: html('還沒決定截止時間。'),
    extra: { options: ['貓空', '九份', '坪林'] },
  },
];
