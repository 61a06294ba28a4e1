import { describe, expect, it } from 'vitest';
import {
  canEdit,
  canOpen,
  canRemove,
  canWriteFor,
  changePublisher,
  type EditorialContent,
  type EditorialDecision,
  type EditorialMove,
  editorialAbilities,
  publish,
  restore,
  returnToAuthor,
  submit,
  unpublish,
  withdraw,
} from './editorial.ts';
import type { MagazineActor } from './policy.ts';
import { MAGAZINE_ROLE, type Membership } from './roles.ts';

const MAGAZINE = 900;
const OTHER_MAGAZINE = 901;
const ACTOR = 1;
const SOMEONE_ELSE = 2;

/** Every kind of person who may meet a magazine's story. */
const SUBJECTS = [
  'primaryOwner',
  'owner',
  'secretAdmin',
  'managingEditor',
  'editor',
  'seniorWriter',
  'writer',
  'contributor',
  'memberOfAnother',
  'nonMember',
  'masterAdmin',
] as const;
type Subject = (typeof SUBJECTS)[number];

/** How the rights table groups them for publishing: SPEC §6's rows. */
type Group = 'editorUp' | 'senior' | 'writerish' | 'outsider';
const GROUP: Record<Subject, Group> = {
  primaryOwner: 'editorUp',
  owner: 'editorUp',
  secretAdmin: 'editorUp',
  managingEditor: 'editorUp',
  editor: 'editorUp',
  masterAdmin: 'editorUp',
  seniorWriter: 'senior',
  writer: 'writerish',
  contributor: 'writerish',
  memberOfAnother: 'outsider',
  nonMember: 'outsider',
};

function membershipOf(subject: Subject): Membership[] {
  const at = (role: number, ownerType = 0, magazineUserId = MAGAZINE) => [
    { magazineUserId, role, ownerType },
  ];
  switch (subject) {
    case 'primaryOwner':
      return at(MAGAZINE_ROLE.owner, 1);
    case 'owner':
      return at(MAGAZINE_ROLE.owner, 2);
    case 'memberOfAnother':
      return at(MAGAZINE_ROLE.owner, 1, OTHER_MAGAZINE);
    case 'nonMember':
    case 'masterAdmin':
      return [];
    default:
      return at(MAGAZINE_ROLE[subject]);
  }
}

const actorAs = (subject: Subject): MagazineActor => ({
  userId: ACTOR,
  masterAdmin: subject === 'masterAdmin',
  memberships: membershipOf(subject),
});

const STATES = {
  draft: { status: 'draft', reviewState: null },
  submitted: { status: 'draft', reviewState: 'submitted' },
  returned: { status: 'draft', reviewState: 'returned' },
  published: { status: 'published', reviewState: null },
} as const;
type StateName = keyof typeof STATES;
const STATE_NAMES = Object.keys(STATES) as StateName[];

const storyIn = (state: StateName, own: boolean): EditorialContent => ({
  authorId: own ? ACTOR : SOMEONE_ELSE,
  publisherId: MAGAZINE,
  ...STATES[state],
});

/** 'ok' or the refusal, per group; one string for all groups alike. */
type Row = string | Record<Group, string>;
type Table = Record<'own' | 'other', Record<StateName, Row>>;

const byGroup = (editorUp: string, senior: string, writerish: string, outsider: string) => ({
  editorUp,
  senior,
  writerish,
  outsider,
});

const outcome = (result: EditorialDecision | EditorialMove) => (result.ok ? 'ok' : result.reason);

function checkTable(
  name: string,
  decide: (actor: MagazineActor, content: EditorialContent) => EditorialDecision | EditorialMove,
  table: Table,
) {
  describe(name, () => {
    for (const side of ['own', 'other'] as const)
      for (const state of STATE_NAMES)
        for (const subject of SUBJECTS) {
          const row = table[side][state];
          const expected = typeof row === 'string' ? row : row[GROUP[subject]];
          it(`${side} ${state} story, ${subject}: ${expected}`, () => {
            expect(outcome(decide(actorAs(subject), storyIn(state, side === 'own')))).toBe(expected);
          });
        }
  });
}

const editorsOnly = (editorUp: string) => byGroup(editorUp, 'role', 'role', 'not-member');
const livePublishers = byGroup('ok', 'ok', 'role', 'not-member');
const liveEditors = byGroup('ok', 'role', 'role', 'not-member');

checkTable('canOpen', canOpen, {
  own: { draft: 'ok', submitted: 'ok', returned: 'ok', published: 'ok' },
  other: {
    draft: editorsOnly('not-submitted'),
    submitted: editorsOnly('ok'),
    returned: editorsOnly('not-submitted'),
    published: editorsOnly('ok'),
  },
});

checkTable('canEdit', canEdit, {
  own: { draft: 'ok', submitted: 'in-review', returned: 'ok', published: livePublishers },
  other: {
    draft: editorsOnly('not-submitted'),
    submitted: editorsOnly('ok'),
    returned: editorsOnly('not-submitted'),
    published: liveEditors,
  },
});

checkTable('restore (who may change it now)', restore, {
  own: { draft: 'ok', submitted: 'in-review', returned: 'ok', published: livePublishers },
  other: {
    draft: editorsOnly('not-submitted'),
    submitted: editorsOnly('ok'),
    returned: editorsOnly('not-submitted'),
    published: liveEditors,
  },
});

checkTable('submit', submit, {
  own: {
    draft: byGroup('ok', 'ok', 'ok', 'not-member'),
    submitted: 'already-submitted',
    returned: byGroup('ok', 'ok', 'ok', 'not-member'),
    published: 'published',
  },
  other: { draft: 'not-author', submitted: 'not-author', returned: 'not-author', published: 'not-author' },
});

checkTable('withdraw', withdraw, {
  own: { draft: 'not-submitted', submitted: 'ok', returned: 'not-submitted', published: 'published' },
  other: { draft: 'not-author', submitted: 'not-author', returned: 'not-author', published: 'not-author' },
});

const returnRows = {
  draft: editorsOnly('not-submitted'),
  submitted: editorsOnly('ok'),
  returned: editorsOnly('not-submitted'),
  published: editorsOnly('published'),
};
checkTable('returnToAuthor', returnToAuthor, { own: returnRows, other: returnRows });

checkTable('publish', publish, {
  own: { draft: livePublishers, submitted: livePublishers, returned: livePublishers, published: 'published' },
  other: {
    draft: editorsOnly('not-submitted'),
    submitted: editorsOnly('ok'),
    returned: editorsOnly('not-submitted'),
    published: 'published',
  },
});

checkTable('unpublish', unpublish, {
  own: { draft: 'draft', submitted: 'draft', returned: 'draft', published: livePublishers },
  other: { draft: 'draft', submitted: 'draft', returned: 'draft', published: liveEditors },
});

checkTable('canRemove', canRemove, {
  own: { draft: 'ok', submitted: 'ok', returned: 'ok', published: livePublishers },
  other: { draft: 'not-author', submitted: 'not-author', returned: 'not-author', published: 'not-author' },
});

checkTable(
  'changePublisher to the author themselves',
  (actor, content) => changePublisher(actor, content, ACTOR),
  {
    own: { draft: 'ok', submitted: 'in-review', returned: 'ok', published: 'published' },
    other: { draft: 'not-author', submitted: 'not-author', returned: 'not-author', published: 'not-author' },
  },
);

describe('the next state of each move', () => {
  const editor = actorAs('editor');
  const writer = actorAs('writer');
  it('submit → submitted; withdraw → back to a plain draft', () => {
    expect(submit(writer, storyIn('draft', true))).toEqual({
      ok: true,
      next: { status: 'draft', reviewState: 'submitted' },
    });
    expect(submit(writer, storyIn('returned', true))).toEqual({
      ok: true,
      next: { status: 'draft', reviewState: 'submitted' },
    });
    expect(withdraw(writer, storyIn('submitted', true))).toEqual({
      ok: true,
      next: { status: 'draft', reviewState: null },
    });
  });
  it('return → returned; publish → published out of review; unpublish → a plain draft', () => {
    expect(returnToAuthor(editor, storyIn('submitted', false))).toEqual({
      ok: true,
      next: { status: 'draft', reviewState: 'returned' },
    });
    expect(publish(editor, storyIn('submitted', false))).toEqual({
      ok: true,
      next: { status: 'published', reviewState: null },
    });
    expect(unpublish(editor, storyIn('published', false))).toEqual({
      ok: true,
      next: { status: 'draft', reviewState: null },
    });
  });
  it('restore keeps the state; moving a returned draft elsewhere leaves its review', () => {
    expect(restore(editor, storyIn('submitted', false))).toEqual({
      ok: true,
      next: { status: 'draft', reviewState: 'submitted' },
    });
    expect(changePublisher(writer, storyIn('returned', true), ACTOR)).toEqual({
      ok: true,
      next: { status: 'draft', reviewState: null },
    });
  });
});

describe('a story its author publishes as themselves', () => {
  const personal = (state: StateName, authorId: number): EditorialContent => ({
    authorId,
    publisherId: authorId,
    ...STATES[state],
  });
  for (const subject of SUBJECTS) {
    const actor = actorAs(subject);
    it(`is the author's alone (${subject})`, () => {
      for (const state of STATE_NAMES) {
        expect(canOpen(actor, personal(state, ACTOR)).ok).toBe(true);
        expect(outcome(canOpen(actor, personal(state, SOMEONE_ELSE)))).toBe('not-author');
        expect(outcome(canEdit(actor, personal(state, SOMEONE_ELSE)))).toBe('not-author');
        expect(outcome(returnToAuthor(actor, personal(state, ACTOR)))).toBe('not-magazine');
      }
      expect(outcome(submit(actor, personal('draft', ACTOR)))).toBe('not-magazine');
      expect(outcome(publish(actor, personal('draft', ACTOR)))).toBe('ok');
      expect(outcome(publish(actor, personal('draft', SOMEONE_ELSE)))).toBe('not-author');
      expect(outcome(unpublish(actor, personal('published', ACTOR)))).toBe('ok');
      expect(outcome(unpublish(actor, personal('published', SOMEONE_ELSE)))).toBe('not-author');
      expect(outcome(canEdit(actor, personal('published', ACTOR)))).toBe('ok');
    });
  }
});

describe('canWriteFor', () => {
  it('allows one’s own profile to everyone and a magazine to its members', () => {
    for (const subject of SUBJECTS) {
      const actor = actorAs(subject);
      expect(canWriteFor(actor, ACTOR).ok).toBe(true);
      const expected = GROUP[subject] === 'outsider' ? 'not-member' : 'ok';
      expect(outcome(canWriteFor(actor, MAGAZINE))).toBe(expected);
      expect(outcome(changePublisher(actor, storyIn('draft', true), MAGAZINE))).toBe(expected);
    }
    expect(outcome(canWriteFor(actorAs('writer'), SOMEONE_ELSE))).toBe('not-member');
  });
});

describe('editorialAbilities', () => {
  it('gives a writer Submit, not Publish, on their magazine draft', () => {
    expect(editorialAbilities(actorAs('writer'), storyIn('draft', true))).toEqual({
      edit: true,
      submit: true,
      withdraw: false,
      return: false,
      publish: false,
      unpublish: false,
      restore: true,
      remove: true,
    });
  });
  it('gives the author of a submission only Withdraw and Delete', () => {
    expect(editorialAbilities(actorAs('contributor'), storyIn('submitted', true))).toEqual({
      edit: false,
      submit: false,
      withdraw: true,
      return: false,
      publish: false,
      unpublish: false,
      restore: false,
      remove: true,
    });
  });
  it("gives an editor the review of another member's submission", () => {
    expect(editorialAbilities(actorAs('editor'), storyIn('submitted', false))).toEqual({
      edit: true,
      submit: false,
      withdraw: false,
      return: true,
      publish: true,
      unpublish: false,
      restore: true,
      remove: false,
    });
  });
});
