import { CTYPE, MAGAZINE_ROLE, type MessageKey } from '@masthead/core';

const TYPE_LABELS: Record<number, MessageKey> = {
  [CTYPE.editorial]: 'content.type.editorial',
  [CTYPE.post]: 'content.type.post',
  [CTYPE.postLegacy]: 'content.type.post',
  [CTYPE.list]: 'content.type.list',
  [CTYPE.quiz]: 'content.type.quiz',
  [CTYPE.article]: 'content.type.article',
  [CTYPE.event]: 'content.type.event',
  [CTYPE.votableList]: 'content.type.votableList',
  [CTYPE.database]: 'content.type.database',
  [CTYPE.poll]: 'content.type.poll',
  [CTYPE.meme]: 'content.type.meme',
  [CTYPE.chat]: 'content.type.chat',
  [CTYPE.liveQa]: 'content.type.liveQa',
  [CTYPE.donate]: 'content.type.donate',
};

/** The name of a content type as readers see it; SPEC's 5 and unknown types are links. */
export const typeLabelKey = (ctype: number): MessageKey => TYPE_LABELS[ctype] ?? 'content.type.external';

const ROLE_LABELS: Record<number, MessageKey> = {
  // The hidden secretAdmin acts as an owner and is shown as one (SPEC §6).
  [MAGAZINE_ROLE.secretAdmin]: 'content.role.owner',
  [MAGAZINE_ROLE.owner]: 'content.role.owner',
  [MAGAZINE_ROLE.managingEditor]: 'content.role.managingEditor',
  [MAGAZINE_ROLE.editor]: 'content.role.editor',
  [MAGAZINE_ROLE.seniorWriter]: 'content.role.seniorWriter',
  [MAGAZINE_ROLE.writer]: 'content.role.writer',
  [MAGAZINE_ROLE.contributor]: 'content.role.contributor',
};

export const roleLabelKey = (role: number): MessageKey => ROLE_LABELS[role] ?? 'content.role.contributor';
