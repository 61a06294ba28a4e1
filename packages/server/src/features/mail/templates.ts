import { LANGUAGE_TAGS, MESSAGES, type MessageKey, translate, type UiLanguage } from '@masthead/core';

/** What a template produces: the subject, a plain-text alternative and the HTML body. */
export type MailContent = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

/** The lang attribute of a page or mail in each interface language. */

type Vars = Record<string, string>;
type Line = { text: string; html: string };

const anchor = (url: string, label = url) =>
  `<a href="${escapeHtml(url)}" style="color:#1a5fb4">${escapeHtml(label)}</a>`;

/**
 * One catalogue sentence as text and as HTML. In HTML the sentence and every variable are escaped, and
 * the `{link}` variable becomes a clickable link; a variable without a value stays visible.
 */
function line(lang: UiLanguage, key: MessageKey, vars: Vars = {}): Line {
  const template = MESSAGES[lang][key] ?? MESSAGES.en[key];
  const html = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined || !Object.hasOwn(vars, name)) return escapeHtml(part);
      const value = vars[name] ?? '';
      return name === 'link' ? anchor(value) : escapeHtml(value);
    })
    .join('');
  return { text: translate(lang, key, vars), html };
}

type Layout = {
  lang: UiLanguage;
  subject: string;
  name: string;
  paragraphs: Line[];
  action?: { label: string; url: string };
  /** Notification mail must carry one (see notificationMail); security mail has none. */
  unsubscribeUrl?: string;
  /** A picture across the top (the newsletter's header). */
  banner?: { url: string; alt: string } | undefined;
};

function layout(parts: Layout): MailContent {
  const { lang } = parts;
  const greeting = line(lang, 'mail.greeting', { name: parts.name });
  const signature = translate(lang, 'mail.signature');
  const fallback = parts.action ? line(lang, 'mail.linkFallback', { link: parts.action.url }) : null;
  const footer = parts.unsubscribeUrl
    ? line(lang, 'mail.footer.unsubscribe', { link: parts.unsubscribeUrl })
    : null;

  const text = [
    greeting.text,
    ...parts.paragraphs.map((p) => p.text),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`] : []),
    signature,
    ...(footer ? ['--', footer.text] : []),
  ].join('\n\n');

  const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 20px;background:#000;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(parts.action.label)}</a></p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${LANGUAGE_TAGS[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Helvetica,Arial,sans-serif;color:#222;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:6px">',
    parts.banner
      ? `<img src="${escapeHtml(parts.banner.url)}" alt="${escapeHtml(parts.banner.alt)}" width="496" style="display:block;width:100%;height:auto;border-radius:4px;margin:0 0 24px">`
      : '',
    paragraph(greeting.html),
    ...parts.paragraphs.map((p) => paragraph(p.html)),
    button,
    fallback
      ? `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${fallback.html}</p>`
      : '',
    paragraph(escapeHtml(signature)),
    footer
      ? `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:12px;color:#777">${footer.html}</p>`
      : '',
    '</div></body></html>',
  ].join('');

  return { subject: parts.subject, text, html };
}

/** SPEC §4: 'Date formats YYYY-MM-DD HH:mm', in UTC so every reader sees the same moment. */
const formatUtc = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

export const verifyEmailMail = (lang: UiLanguage, vars: { name: string; link: string }) =>
  layout({
    lang,
    subject: translate(lang, 'mail.verify.subject'),
    name: vars.name,
    paragraphs: [line(lang, 'mail.verify.body'), line(lang, 'mail.verify.ignore')],
    action: { label: translate(lang, 'mail.verify.action'), url: vars.link },
  });

export const tfaCodeMail = (lang: UiLanguage, vars: { name: string; code: string }) =>
  layout({
    lang,
    subject: translate(lang, 'mail.tfa.subject', { code: vars.code }),
    name: vars.name,
    paragraphs: [line(lang, 'mail.tfa.body', { code: vars.code }), line(lang, 'mail.tfa.ignore')],
  });

export const resetPasswordMail = (lang: UiLanguage, vars: { name: string; link: string }) =>
  layout({
    lang,
    subject: translate(lang, 'mail.reset.subject'),
    name: vars.name,
    paragraphs: [line(lang, 'mail.reset.body'), line(lang, 'mail.reset.ignore')],
    action: { label: translate(lang, 'mail.reset.action'), url: vars.link },
  });

export const passwordChangedMail = (
  lang: UiLanguage,
  vars: { name: string; username: string; time: Date; forgotLink: string },
) =>
  layout({
    lang,
    subject: translate(lang, 'mail.passwordChanged.subject'),
    name: vars.name,
    paragraphs: [
      line(lang, 'mail.passwordChanged.body', { username: vars.username, time: formatUtc(vars.time) }),
      line(lang, 'mail.passwordChanged.warning', { link: vars.forgotLink }),
    ],
  });

/**
 * Every notification mail (follows, comments, newsletters…) is written through this, so that none
 * goes out without its unsubscribe link (accounts' unsubscribeLink gives the address).
 */
export const notificationMail = (
  lang: UiLanguage,
  vars: {
    name: string;
    subjectKey: MessageKey;
    bodyKeys: MessageKey[];
    values?: Vars;
    action?: { labelKey: MessageKey; url: string };
    unsubscribeUrl: string;
  },
) =>
  layout({
    lang,
    subject: translate(lang, vars.subjectKey, vars.values),
    name: vars.name,
    paragraphs: vars.bodyKeys.map((key) => line(lang, key, vars.values)),
    ...(vars.action
      ? { action: { label: translate(lang, vars.action.labelKey, vars.values), url: vars.action.url } }
      : {}),
    unsubscribeUrl: vars.unsubscribeUrl,
  });

/**
 * An invitation to a magazine's team (to an address, which may have no account yet). Not a
 * notification mail: it goes out once, because someone asked for it, so it carries no unsubscribe link.
 */
export const invitationMail = (
  lang: UiLanguage,
  vars: { name: string; inviter: string; magazine: string; role: string; expiresAt: Date; link: string },
) => {
  const values = { name: vars.inviter, magazine: vars.magazine, role: vars.role };
  return layout({
    lang,
    subject: translate(lang, 'invitations.mail.subject', values),
    name: vars.name,
    paragraphs: [
      line(lang, 'invitations.mail.body', values),
      line(lang, 'invitations.mail.expires', {
        name: vars.inviter,
        date: formatUtc(vars.expiresAt).slice(0, 10),
      }),
    ],
    action: { label: translate(lang, 'invitations.mail.action'), url: vars.link },
  });
};

/**
 * A mail about something the reader did or owns (a receipt, a failed renewal): no unsubscribe link, as
 * it is not a notification one can turn off.
 */
export const transactionalMail = (
  lang: UiLanguage,
  vars: {
    name: string;
    subjectKey: MessageKey;
    bodyKeys: MessageKey[];
    values?: Vars;
    action?: { labelKey: MessageKey; url: string };
  },
) =>
  layout({
    lang,
    subject: translate(lang, vars.subjectKey, vars.values),
    name: vars.name,
    paragraphs: vars.bodyKeys.map((key) => line(lang, key, vars.values)),
    ...(vars.action
      ? { action: { label: translate(lang, vars.action.labelKey, vars.values), url: vars.action.url } }
      : {}),
  });

/**
 * SPEC §9's weekly newsletter: the week's best stories from what the reader follows (or the site's top
 * stories), each a link with its byline, and the unsubscribe link that turns off this list alone.
 */
export const newsletterMail = (
  lang: UiLanguage,
  vars: {
    name: string;
    followed: boolean;
    stories: { title: string; byline: string; url: string }[];
    homeUrl: string;
    unsubscribeUrl: string;
    /** The editor's note for this language, and the header picture (the admin console's). */
    intro?: string | undefined;
    header?: { url: string; alt: string } | undefined;
  },
) =>
  layout({
    lang,
    subject: translate(lang, 'newsletter.mail.subject', { title: vars.stories[0]?.title ?? '' }),
    name: vars.name,
    banner: vars.header,
    paragraphs: [
      ...(vars.intro ? [{ text: vars.intro, html: escapeHtml(vars.intro).replace(/\r?\n/g, '<br>') }] : []),
      line(lang, vars.followed ? 'newsletter.mail.introFollowed' : 'newsletter.mail.introTop'),
      ...vars.stories.map((story) => {
        const byline = translate(lang, 'newsletter.mail.byline', { name: story.byline });
        return {
          text: `${story.title} (${byline})\n${story.url}`,
          html: `<strong>${anchor(story.url, story.title)}</strong><br><span style="color:#555;font-size:14px">${escapeHtml(byline)}</span>`,
        };
      }),
    ],
    action: { label: translate(lang, 'newsletter.mail.action'), url: vars.homeUrl },
    unsubscribeUrl: vars.unsubscribeUrl,
  });
