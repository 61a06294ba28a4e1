import { describe, expect, it } from 'vitest';
import { arrangeSections, orderCardTopics, type PageSectionTopic, sectionRoute } from './section-order.ts';
import { ZPageSections } from './sections.ts';

const topic = (topicId: number, title: string, storyCount = 1): PageSectionTopic => ({
  topicId,
  title,
  highLight: false,
  lang: null,
  storyCount,
});
const food = topic(1, 'Food', 5);
const travel = topic(2, 'Travel', 3);
const cities = topic(3, 'Cities', 1);
const byId = new Map([food, travel, cities].map((t) => [t.topicId, t]));

describe('page sections (SPEC §2 subsection management)', () => {
  it('are the most used topics until arranged, then the arranged list without hidden ones', () => {
    expect(arrangeSections([food, travel], null, byId)).toEqual([food, travel]);
    const arranged = arrangeSections(
      [food, travel],
      [
        { topicId: 3, title: 'City walks', hidden: false },
        { topicId: 1, title: '', hidden: true },
        { topicId: 2, title: '', hidden: false },
        { topicId: 99, title: 'Gone', hidden: false },
      ],
      byId,
    );
    expect(arranged.map((t) => t.title)).toEqual(['City walks', 'Travel']);
    expect(sectionRoute(arranged[0]!)).toEqual({ topicId: 3, title: 'Cities' });
    expect(arrangeSections([food], [], byId)).toEqual([]);
  });

  it('refuse more than 20 sections, a topic twice and long titles', () => {
    const one = { topicId: 1, title: '', hidden: false };
    expect(ZPageSections.safeParse([one]).success).toBe(true);
    expect(ZPageSections.safeParse([one, one]).success).toBe(false);
    expect(
      ZPageSections.safeParse(Array.from({ length: 21 }, (_, i) => ({ ...one, topicId: i + 1 }))).success,
    ).toBe(false);
    expect(ZPageSections.safeParse([{ ...one, title: 'x'.repeat(41) }]).success).toBe(false);
  });

  it("order a card's topics by the page's sections, under their titles there", () => {
    const card = [topic(9, 'Other'), food, cities];
    const sections = arrangeSections(
      [],
      [
        { topicId: 3, title: 'City walks', hidden: false },
        { topicId: 1, title: '', hidden: false },
      ],
      byId,
    );
    expect(orderCardTopics(card, sections).map((t) => [t.title, t.topicTitle])).toEqual([
      ['City walks', 'Cities'],
      ['Food', 'Food'],
      ['Other', undefined],
    ]);
    expect(orderCardTopics(card, null)).toEqual(card);
  });
});
