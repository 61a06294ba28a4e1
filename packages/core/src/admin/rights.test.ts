import { describe, expect, it } from 'vitest';
import { can } from '../magazines/policy.ts';
import { MAGAZINE_ROLE, OWNER_TYPE } from '../magazines/roles.ts';
import { canModerateReport, moderationNoticeKey, siteReportKinds } from './reports.ts';
import {
  ACCESS_RIGHTS,
  isConsoleUser,
  normaliseRights,
  SITE_ACTION_NAMES,
  type SiteAction,
} from './rights.ts';

/**
 * SPEC §6, written out: what each single access right allows (every other admin action is refused),
 * so a wrong edit of SITE_ACTIONS is caught here rather than mirrored.
 */
const EXPECTED: Record<(typeof ACCESS_RIGHTS)[number], SiteAction[]> = {
  blogs: ['admin.blogs', 'admin.publishers.create'],
  people: ['admin.people.moderate', 'admin.reports.read'],
  content: ['admin.stories.moderate', 'admin.reports.read'],
  comments: ['admin.comments.moderate', 'admin.reports.read'],
  topics: ['admin.topics.manage'],
  newsletter: ['admin.newsletter.manage'],
  rights: ['admin.rights.read', 'admin.special.manage', 'admin.audit.read'],
};

const person = { userId: 5, memberships: [] };
const adminWith = (rights: string[]) => ({ ...person, admin: true, masterAdmin: false, accessRight: rights });

describe('site rights (SPEC §6)', () => {
  it.each(ACCESS_RIGHTS)('an admin holding only %s may take exactly its actions', (right) => {
    const allowed = SITE_ACTION_NAMES.filter((action) => can(adminWith([right]), action));
    expect(allowed.sort()).toEqual([...EXPECTED[right]].sort());
  });

  it('gives masterAdmin every action, granting rights included, and nobody else that one', () => {
    const masterAdmin = { ...person, admin: true, masterAdmin: true, accessRight: [] };
    expect(SITE_ACTION_NAMES.every((action) => can(masterAdmin, action))).toBe(true);
    expect(can(adminWith([...ACCESS_RIGHTS]), 'admin.rights.grant')).toBe(false);
  });

  it('gives an admin with no rights, and a non-admin holding a list, nothing', () => {
    expect(isConsoleUser(adminWith([]))).toBe(false);
    expect(isConsoleUser({ admin: false, masterAdmin: false, accessRight: [...ACCESS_RIGHTS] })).toBe(false);
    expect(isConsoleUser(adminWith(['topics']))).toBe(true);
  });

  it('stores known rights only, once each', () => {
    expect(normaliseRights(['rights', 'root', 'blogs', 'blogs'])).toEqual(['blogs', 'rights']);
  });
});

describe('who decides a report', () => {
  const editorOf = (magazineUserId: number, role: number) => ({
    ...adminWith([]),
    admin: false,
    memberships: [{ magazineUserId, role, ownerType: OWNER_TYPE.none }],
  });

  it('an admin decides the kinds of its rights', () => {
    expect(siteReportKinds(adminWith(['comments', 'people']))).toEqual(['comment', 'person']);
    expect(canModerateReport(adminWith(['content']), { kind: 'story', magazineUserId: null })).toBe(true);
    expect(canModerateReport(adminWith(['content']), { kind: 'comment', magazineUserId: null })).toBe(false);
  });

  it("a magazine's editors and up decide reports on its stories and their comments, never on people", () => {
    const editor = editorOf(40, MAGAZINE_ROLE.editor);
    expect(canModerateReport(editor, { kind: 'story', magazineUserId: 40 })).toBe(true);
    expect(canModerateReport(editor, { kind: 'comment', magazineUserId: 40 })).toBe(true);
    expect(canModerateReport(editor, { kind: 'story', magazineUserId: 41 })).toBe(false);
    expect(canModerateReport(editor, { kind: 'person', magazineUserId: null })).toBe(false);
    expect(
      canModerateReport(editorOf(40, MAGAZINE_ROLE.seniorWriter), { kind: 'story', magazineUserId: 40 }),
    ).toBe(false);
  });

  it('words each decision for the reporter and the author', () => {
    expect(moderationNoticeKey({ kind: 'report_decided', note: 'hide' })).toBe(
      'notifications.text.report_decided.hide',
    );
    expect(moderationNoticeKey({ kind: 'content_moderated', note: 'remove' })).toBe(
      'notifications.text.content_moderated.remove',
    );
    expect(moderationNoticeKey({ kind: 'comment', note: null })).toBeNull();
  });
});
