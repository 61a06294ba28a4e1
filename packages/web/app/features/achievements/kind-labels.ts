import type { GeneralKind, MessageKey, UserLevelRank } from '@masthead/core';

/** The name and the one-line description of each general achievement kind. */
export const KIND_LABELS = {
  totalRead: { name: 'achievements.kind.totalRead', description: 'achievements.kind.totalRead.desc' },
  socialNetworkRead: {
    name: 'achievements.kind.socialNetworkRead',
    description: 'achievements.kind.socialNetworkRead.desc',
  },
  microblogRead: {
    name: 'achievements.kind.microblogRead',
    description: 'achievements.kind.microblogRead.desc',
  },
  pinboardRead: {
    name: 'achievements.kind.pinboardRead',
    description: 'achievements.kind.pinboardRead.desc',
  },
  discussionBoardRead: {
    name: 'achievements.kind.discussionBoardRead',
    description: 'achievements.kind.discussionBoardRead.desc',
  },
  stumbleRead: { name: 'achievements.kind.stumbleRead', description: 'achievements.kind.stumbleRead.desc' },
  readLaterRead: {
    name: 'achievements.kind.readLaterRead',
    description: 'achievements.kind.readLaterRead.desc',
  },
  searchSocialRead: {
    name: 'achievements.kind.searchSocialRead',
    description: 'achievements.kind.searchSocialRead.desc',
  },
  blogNetworkRead: {
    name: 'achievements.kind.blogNetworkRead',
    description: 'achievements.kind.blogNetworkRead.desc',
  },
  professionalNetworkRead: {
    name: 'achievements.kind.professionalNetworkRead',
    description: 'achievements.kind.professionalNetworkRead.desc',
  },
  posts: { name: 'achievements.kind.posts', description: 'achievements.kind.posts.desc' },
  lists: { name: 'achievements.kind.lists', description: 'achievements.kind.lists.desc' },
  quizzes: { name: 'achievements.kind.quizzes', description: 'achievements.kind.quizzes.desc' },
  frontPageTop10: {
    name: 'achievements.kind.frontPageTop10',
    description: 'achievements.kind.frontPageTop10.desc',
  },
} as const satisfies Record<GeneralKind, { name: MessageKey; description: MessageKey }>;

/** SPEC §9 user level titles, translated. */
export const RANK_LABELS = {
  starter: 'achievements.rank.starter',
  publisher: 'achievements.rank.publisher',
  hacker: 'achievements.rank.hacker',
} as const satisfies Record<UserLevelRank, MessageKey>;
