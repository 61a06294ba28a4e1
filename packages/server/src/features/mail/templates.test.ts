import { UI_LANGUAGES } from '@masthead/core';
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  notificationMail,
  passwordChangedMail,
  resetPasswordMail,
  tfaCodeMail,
  verifyEmailMail,
} from './templates.ts';

const HOSTILE = `<img src=x onerror="alert('x')">&`;
const LINK = 'https://masthead.example/reset_password.html?token=abc&x="y"';

describe('mail templates', () => {
  it('escapes every variable in the HTML and keeps the plain text as written', () => {
    const mail = resetPasswordMail('en', { name: HOSTILE, link: LINK });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(escapeHtml(HOSTILE));
    expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
    expect(mail.html).not.toContain('x="y"');
    expect(mail.text).toContain(`Hello ${HOSTILE},`);
    expect(mail.text).toContain(LINK);
    expect(mail.subject).toBe('Reset your Masthead password');
  });

  it('writes every mail in each interface language, with the variables filled in', () => {
    for (const lang of UI_LANGUAGES) {
      const mails = [
        verifyEmailMail(lang, { name: 'Ada', link: 'https://m.example/verify_email.html?token=t1' }),
        tfaCodeMail(lang, { name: 'Ada', code: '042917' }),
        resetPasswordMail(lang, { name: 'Ada', link: 'https://m.example/reset_password.html?token=t2' }),
        passwordChangedMail(lang, {
          name: 'Ada',
          username: 'ada_l',
          time: new Date('2024-03-05T07:08:09Z'),
          forgotLink: 'https://m.example/forgot_password.html',
        }),
      ];
      for (const mail of mails) {
        expect(mail.subject.length).toBeGreaterThan(0);
        expect(mail.text).toContain('Ada');
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
        expect(mail.html).toMatch(/^<!doctype html><html lang="(en|zh-Hant|zh-Hans|id)">/);
      }
      expect(mails[0]!.text).toContain('https://m.example/verify_email.html?token=t1');
      expect(mails[1]!.subject).toContain('042917');
      expect(mails[1]!.text).toContain('042917');
      expect(mails[3]!.text).toContain('2024-03-05 07:08');
      expect(mails[3]!.text).toContain('ada_l');
    }
    expect(tfaCodeMail('tw', { name: 'A', code: '123456' }).subject).toBe(
      '您的 Masthead 登入驗證碼是 123456',
    );
  });

  it('puts no unsubscribe link in security mail, and one in every notification mail', () => {
    expect(resetPasswordMail('en', { name: 'A', link: LINK }).text).not.toContain('unsubscribe');
    const unsubscribeUrl = 'https://m.example/unsubscribe.html?token=u1';
    const mail = notificationMail('cn', {
      name: 'Ada',
      subjectKey: 'mail.verify.subject',
      bodyKeys: ['mail.verify.body'],
      unsubscribeUrl,
    });
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.html).toContain(`<a href="${unsubscribeUrl}"`);
  });
});
