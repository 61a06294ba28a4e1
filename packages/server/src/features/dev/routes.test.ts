import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress, PASSWORD } from '../../test/account-fixtures.ts';
import { createClient, createTestApp, type TestApp } from '../../test/app.ts';

describe('GET /dev/mail (development only)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('lists the newest mails with every value escaped, under a CSP that lets nothing run', async () => {
    const client = createClient(testApp.app, { ip: nextAddress() });
    const signup = await client.post('/api2/account/signup', {
      email: 'outbox@example.com',
      username: 'outbox_reader',
      password: PASSWORD,
      displayName: '<script>alert(1)</script>',
    });
    expect(signup.status).toBe(200);
    const response = await createClient(testApp.app).get('/dev/mail');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const html = String(response.body);
    expect(html).toContain('outbox@example.com');
    expect(html).toContain('Please confirm your email address');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/<pre>[^<]*verify_email\.html\?token=/);
  });

  it('answers only the machine itself: the outbox holds reset links and codes', async () => {
    for (const ip of ['203.0.113.9', '10.0.0.7', '2001:db8::1']) {
      expect((await createClient(testApp.app, { ip }).get('/dev/mail')).status).toBe(404);
    }
    expect((await createClient(testApp.app, { ip: '::1' }).get('/dev/mail')).status).toBe(200);
  });

  it('refuses query fields', async () => {
    expect((await createClient(testApp.app).get('/dev/mail?limit=1000')).status).toBe(400);
  });
});

describe('/dev/mail in production', () => {
  it('does not exist', async () => {
    const testApp = await createTestApp((config) => ({ ...config, production: true }));
    try {
      expect((await createClient(testApp.app).get('/dev/mail')).status).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
