import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  NEWSLETTER,
  type NewsletterIssue,
  UI_LANGUAGES,
  type UiLanguage,
} from '@masthead/core';
import { type FormEvent, useId, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { showSnackbar } from '../../ui/snackbar';
import { TextAreaField, TextField } from '../../ui/text-field';
import { NewsletterHeaderField } from './newsletter-header-field';

/** SPEC §4's 'YYYY-MM-DD HH:mm', in UTC as the newsletter's schedule is. */
const utc = (iso: string) => iso.slice(0, 16).replace('T', ' ');

const introsOf = (issue: NewsletterIssue) =>
  Object.fromEntries(UI_LANGUAGES.map((lang) => [lang, issue.intros[lang] ?? ''])) as Record<
    UiLanguage,
    string
  >;

/**
 * The coming issue, edited in the console: a note per interface language, the header picture and its
 * description, the issue as the editor would receive it (in any language), and a test to themselves.
 */
export function NewsletterIssueEditor({ initial }: { initial: NewsletterIssue }) {
  const t = useT();
  const headingId = useId();
  const [issue, setIssue] = useState(initial);
  const [intros, setIntros] = useState(() => introsOf(initial));
  const [alt, setAlt] = useState(initial.headerImage?.alt ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [previewLang, setPreviewLang] = useState<UiLanguage>(initial.preview.lang);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await call('POST /api2/admin/newsletter/issue', {
      intros,
      ...(issue.headerImage ? { headerImageAlt: alt } : {}),
    });
    setSaving(false);
    setFields(result.ok ? {} : (result.error.errors?.fields ?? {}));
    setAlert(result.ok ? null : result.message);
    if (!result.ok) return;
    await showIssue(result.data);
    showSnackbar(t('admin.newsletter.saved'));
  };

  const showPreview = async (lang: UiLanguage) => {
    setPreviewLang(lang);
    const result = await call('GET /api2/admin/newsletter/issue', { lang });
    if (result.ok) setIssue(result.data);
    else setAlert(result.message);
  };

  const sendTest = async () => {
    setTesting(true);
    const result = await call('POST /api2/admin/newsletter/test', { lang: previewLang });
    setTesting(false);
    if (result.ok) showSnackbar(t('admin.newsletter.testSent', { email: result.data.email }));
    else setAlert(result.message);
  };

  /** A changed issue, previewed in the language chosen (the server answers in the interface's). */
  const showIssue = async (next: NewsletterIssue) => {
    setIssue(next);
    if (next.preview.lang !== previewLang) await showPreview(previewLang);
  };

  const pictureChanged = async (next: NewsletterIssue) => {
    setAlt(next.headerImage?.alt ?? '');
    await showIssue(next);
  };

  return (
    <section className="admin-card newsletter-issue" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('admin.newsletter.issueHeading')}</h2>
      <p>{t('admin.newsletter.issueWeek', { week: issue.week, time: utc(issue.sendAt) })}</p>
      {issue.updatedAt && (
        <p className="muted">{t('admin.newsletter.updated', { time: utc(issue.updatedAt) })}</p>
      )}
      <NewsletterHeaderField headerImage={issue.headerImage} onChange={pictureChanged} />
      <form className="newsletter-notes" onSubmit={save} noValidate>
        {issue.headerImage && (
          <TextField
            label={t('admin.newsletter.headerAlt')}
            name="headerImageAlt"
            value={alt}
            onValueChange={setAlt}
            maxLength={NEWSLETTER.headerAltMax}
            error={fields.headerImageAlt}
          />
        )}
        {UI_LANGUAGES.map((lang) => (
          <TextAreaField
            key={lang}
            label={t('admin.newsletter.intro', { language: LANGUAGE_NAMES[lang] })}
            name={`intro-${lang}`}
            lang={LANGUAGE_TAGS[lang]}
            rows={3}
            value={intros[lang]}
            onValueChange={(text) => setIntros((current) => ({ ...current, [lang]: text }))}
            maxLength={NEWSLETTER.introMax}
            error={fields[`intros.${lang}`]}
            hint={lang === 'en' ? t('admin.newsletter.introHint') : undefined}
          />
        ))}
        <FormAlert message={alert} />
        <BusyButton label={t('admin.newsletter.save')} busyLabel={t('accounts.saving')} busy={saving} />
      </form>
      <NewsletterPreview
        issue={issue}
        lang={previewLang}
        onLang={showPreview}
        testing={testing}
        onTest={sendTest}
      />
    </section>
  );
}

type PreviewProps = {
  issue: NewsletterIssue;
  lang: UiLanguage;
  onLang(lang: UiLanguage): void;
  testing: boolean;
  onTest(): void;
};

/** The mail as the editor would receive it, in a frame that runs nothing, and the test button. */
function NewsletterPreview({ issue, lang, onLang, testing, onTest }: PreviewProps) {
  const t = useT();
  const selectId = useId();
  return (
    <div className="newsletter-preview">
      <h3>{t('admin.newsletter.preview')}</h3>
      <div className="admin-row">
        <label htmlFor={selectId}>{t('admin.newsletter.previewLanguage')}</label>
        <select
          id={selectId}
          className="field-input"
          value={lang}
          onChange={(event) => onLang(event.target.value as UiLanguage)}
        >
          {UI_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={LANGUAGE_TAGS[code]}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
        <BusyButton
          type="button"
          variant="secondary"
          label={t('admin.newsletter.sendTest')}
          busyLabel={t('admin.newsletter.sendTest')}
          busy={testing}
          onClick={onTest}
        />
      </div>
      {issue.preview.stories === 0 && <p className="muted">{t('admin.newsletter.previewEmpty')}</p>}
      <p className="newsletter-preview-subject">{issue.preview.subject}</p>
      <iframe
        className="newsletter-preview-frame"
        title={t('admin.newsletter.previewFrame')}
        sandbox=""
        srcDoc={issue.preview.html}
      />
    </div>
  );
}
