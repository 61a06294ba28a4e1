import { CLAIM_FILE_PATH, claimMetaTag } from '@masthead/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextAddress, signUpPerson } from '../../test/account-fixtures.ts';
import { createClient, type TestApp } from '../../test/app.ts';
import { people, simpleBlog, submitted, useBlogsApp } from '../../test/blogs-fixtures.ts';
import { htmlPage } from '../../test/feed-server.ts';
import { users } from '../accounts/tables.ts';
import { pageHasCode } from './claim-service.ts';

let t: TestApp;
useBlogsApp((app) => {
  t = app;
});

const PASSWORD = 'Claimed-Blog-42';
const guest = () => createClient(t.app, { ip: nextAddress() });

/** An approved blog on loopback, its publisher profile, and a guest who starts claiming it. */
async function claimableBlog() {
  const { reader, master } = await people(t);
  const server = await simpleBlog(`Claimed Notes ${Date.now()}`, 1);
  const submission = await submitted(reader.client, server.origin);
  const approved = await master.client.post('/api2/admin/blog/review', {
    submissionId: submission.submissionId,
    decision: 'approve',
  });
  expect(approved.status).toBe(200);
  const publisher = approved.body.data.submission.publisher as { userId: number; username: string };
  const owner = guest();
  const start = await owner.post('/api2/publisher/claim/start', { username: publisher.username });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return {
    server,
    publisher,
    owner,
    claim: start.body.data as { claimToken: string; code: string; metaTag: string; fileUrl: string },
  };
}

const newEmail = () => `owner${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;

describe('publisher claim (SPEC §8 accountTransfer)', () => {
  it('moves the profile to the owner who shows the code in a meta tag on the blog', async () => {
    const { server, publisher, owner, claim } = await claimableBlog();
    expect(claim.metaTag).toBe(claimMetaTag(claim.code));
    expect(claim.fileUrl).toBe(`${server.origin}${CLAIM_FILE_PATH}`);
    const email = newEmail();

    // Not on the blog yet: authenticate failure, and nothing changes.
    const early = await owner.post('/api2/publisher/claim/complete', {
      claimToken: claim.claimToken,
      email,
      password: PASSWORD,
    });
    expect(early.status).toBe(400);
    expect(early.body.errorMsgKey).toBe('error.accountTransfer.authenticate.failure');

    server.serve(
      '/',
      htmlPage('Claimed', '/feed.xml').replace('<head>', `<head>${claim.metaTag}`),
      'text/html',
    );
    const done = await owner.post('/api2/publisher/claim/complete', {
      claimToken: claim.claimToken,
      email,
      password: PASSWORD,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.user).toMatchObject({ userId: publisher.userId, username: publisher.username });
    expect((await owner.get('/api2/account/current')).body.data.user.userId).toBe(publisher.userId);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, publisher.userId));
    expect(row?.email).toBe(email);

    // The owner now signs in with the password like anyone else.
    const signin = await guest().post('/api/auth/login/p.json', { login: email, password: PASSWORD });
    expect(signin.status).toBe(200);

    // Claimed once: a second claim is refused at the start and with the used token.
    const again = await guest().post('/api2/publisher/claim/start', { username: publisher.username });
    expect(again.body.errorMsgKey).toBe('error.accountTransfer.publisher.claimed');
    const replay = await owner.post('/api2/publisher/claim/complete', {
      claimToken: claim.claimToken,
      email: newEmail(),
      password: PASSWORD,
    });
    expect(replay.body.errorMsgKey).toBe('error.accountTransfer.authenticate.failure');
  });

  it('accepts the file at the root, with a new username, and refuses a used email or username', async () => {
    const { server, publisher, owner, claim } = await claimableBlog();
    server.serve(CLAIM_FILE_PATH, `${claim.code}\n`, 'text/plain');
    const someone = await signUpPerson(t.app);

    const emailUsed = await owner.post('/api2/publisher/claim/complete', {
      claimToken: claim.claimToken,
      email: someone.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(emailUsed.status).toBe(409);
    expect(emailUsed.body.errorMsgKey).toBe('error.accountTransfer.email.used');

    const usernameUsed = await owner.post('/api2/publisher/claim/complete', {
      claimToken: claim.claimToken,
      email: newEmail(),
      password: PASSWORD,
      username: someone.username,
    });
    expect(usernameUsed.status).toBe(409);
    expect(usernameUsed.body.errorMsgKey).toBe('error.accountTransfer.username.used');

    const name = `blog_${Math.random().toString(36).slice(2, 8)}`;
    const done = await owner.post('/api2/publisher/claim/complete', {
      claimToken: claim.claimToken,
      email: newEmail(),
      password: PASSWORD,
      username: name,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.user).toMatchObject({ userId: publisher.userId, username: name });
  });

  it('refuses profiles that are no imported blog, unknown tokens, and a code shown on another host', async () => {
    const person = await signUpPerson(t.app);
    const notBlog = await guest().post('/api2/publisher/claim/start', { username: person.username });
    expect(notBlog.status).toBe(404);
    const unknown = await guest().post('/api2/publisher/claim/complete', {
      claimToken: 'x'.repeat(43),
      email: newEmail(),
      password: PASSWORD,
    });
    expect(unknown.body.errorMsgKey).toBe('error.accountTransfer.authenticate.failure');

    const { server, owner, claim } = await claimableBlog();
    const elsewhere = await simpleBlog('Elsewhere', 1);
    elsewhere.serve(CLAIM_FILE_PATH, claim.code, 'text/plain');
    server.route(CLAIM_FILE_PATH, (_request, response) => {
      response.writeHead(302, { location: `${elsewhere.origin}${CLAIM_FILE_PATH}` }).end();
    });
    const redirected = await owner.post('/api2/publisher/claim/complete', {
      claimToken: claim.claimToken,
      email: newEmail(),
      password: PASSWORD,
    });
    expect(redirected.body.errorMsgKey).toBe('error.accountTransfer.authenticate.failure');
  });

  it('reads the meta tag whatever the attribute order and case, and only with the exact code', () => {
    expect(
      pageHasCode('<html><head><META content="mh-1" NAME="masthead-verification"></head></html>', 'mh-1'),
    ).toBe(true);
    expect(pageHasCode('<meta name="masthead-verification" content="mh-12">', 'mh-1')).toBe(false);
    expect(pageHasCode('<p>&lt;meta name="masthead-verification" content="mh-1"&gt;</p>', 'mh-1')).toBe(
      false,
    );
  });
});
