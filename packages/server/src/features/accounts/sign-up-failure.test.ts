import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress, PASSWORD, setCookiesOf } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';
import { users } from './tables.ts';

/** SPEC §8 signup.unexpected: a sign-up that fails for no fault of the person's. */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const signupBody = () => {
  const id = randomUUID().replaceAll('-', '').slice(0, 8);
  return {
    email: `new${id}@example.com`,
    username: `new_${id}`,
    password: PASSWORD,
    displayName: 'New Person',
  };
};

describe('POST /api2/account/signup when the database fails', () => {
  it('says signup.unexpected (503) when the database fails underneath, and leaves nothing half-written', async () => {
    const body = signupBody();
    // A failure the person cannot cause: the database refuses the new person's row.
    await db().execute(
      sql.raw(`create function refuse_signup() returns trigger language plpgsql as $$
        begin raise exception 'disk full' using errcode = 'XX000'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_signup before insert on users for each row
        when (new.username = '${body.username}') execute function refuse_signup()`),
    );
    try {
      const response = await createClient(testApp.app, { ip: nextAddress() }).post(
        '/api2/account/signup',
        body,
      );
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        success: false,
        errorCode: 1104,
        errorMsgKey: 'error.signup.unexpected',
      });
      expect(JSON.stringify(response.body)).not.toContain('disk full');
      expect(setCookiesOf(response.headers)).toHaveLength(0);
      expect(await db().select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_signup on users'));
      await db().execute(sql.raw('drop function refuse_signup()'));
    }
  });
});
