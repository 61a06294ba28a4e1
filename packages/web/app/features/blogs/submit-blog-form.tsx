import {
  BLOG_LIMITS,
  type BlogSubmissionView,
  LANGUAGE_NAMES,
  normalizeBlogUrl,
  UI_LANGUAGES,
  type UiLanguage,
} from '@masthead/core';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { StandardInput } from '../../ui/standard-input';
import { Stepper } from '../../ui/stepper';
import { Autocomplete } from '../search/autocomplete';
import { BlogUrlInput } from './blog-url-input';
import { submitBlog } from './blogs-api';
import './blogs.css';

type Topic = { topicId: number; title: string };

/**
 * SPEC §2 submit blog as a stepper: 'Your blog' (the address, required) → 'About it' (language, topics)
 * → submit. Problems with the address (no feed, unreachable) reopen the first step with the reason.
 */
export function SubmitBlogForm({ onSubmitted }: { onSubmitted: (submission: BlogSubmissionView) => void }) {
  const { t, lang } = useI18n();
  const [url, setUrl] = useState('');
  const [storyLang, setStoryLang] = useState<UiLanguage>(lang);
  const [topics, setTopics] = useState<Topic[]>([]);
  const [busy, setBusy] = useState(false);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // A new key reopens the stepper at its first step (after a problem with the address).
  const [round, setRound] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  // The reopened first step hands the keyboard to the address that needs fixing (not the page's body).
  useEffect(() => {
    if (round > 0) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [round]);

  const send = async () => {
    setBusy(true);
    setAlert(null);
    const result = await submitBlog({
      url: normalizeBlogUrl(url) ?? url,
      lang: storyLang,
      topicIds: topics.map((topic) => topic.topicId),
    });
    setBusy(false);
    if (result.ok) {
      onSubmitted(result.data.submission);
      return;
    }
    const fields = result.error.errors?.fields ?? {};
    const addressProblem =
      fields.url ??
      (['error.no_rss', 'error.blog.resubmit.not.allowed'].includes(result.error.errorMsgKey)
        ? result.message
        : null);
    setAlert(addressProblem ?? result.message);
    if (addressProblem) {
      setUrlError(addressProblem);
      setRound((value) => value + 1);
    }
  };

  const steps = [
    {
      title: t('blogs.step.blog'),
      required: true,
      invalid: urlError !== null,
      content: (
        <BlogUrlInput
          label={t('blogs.field.url')}
          desc={t('blogs.field.url.desc')}
          value={url}
          error={urlError}
          disabled={busy}
          onChange={(value) => {
            setUrl(value);
            setUrlError(null);
            setAlert(null);
          }}
        />
      ),
    },
    {
      title: t('blogs.step.about'),
      content: (
        <>
          <StandardInput
            field={{
              fieldName: 'lang',
              label: t('blogs.field.lang'),
              type: 'select',
              value: storyLang,
              options: UI_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] })),
            }}
            disabled={busy}
            onChange={(value) => {
              if (typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value))
                setStoryLang(value as UiLanguage);
            }}
          />
          <div className="blog-topics">
            <Autocomplete
              route="POST /api2/topic/autocomplete"
              payload={{ min_articles: 0 }}
              label={t('blogs.field.topics')}
              name="topics"
              clearOnSelect
              toOptions={(data) =>
                data.topics
                  .filter((topic) => !topics.some((chosen) => chosen.topicId === topic.topicId))
                  .map((topic) => ({ id: String(topic.topicId), label: topic.title }))
              }
              onSelect={(option) => {
                const topicId = Number(option.id);
                setTopics((current) =>
                  current.length >= BLOG_LIMITS.topicsMax ||
                  current.some((topic) => topic.topicId === topicId)
                    ? current
                    : [...current, { topicId, title: option.label }],
                );
              }}
            />
            <p className="std-desc">{t('blogs.field.topics.desc')}</p>
            {topics.length > 0 && (
              <ul className="blog-chips">
                {topics.map((topic) => (
                  <li key={topic.topicId} className="blog-chip">
                    <span>{topic.title}</span>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('blogs.field.topics.remove', { title: topic.title })}
                      onClick={() =>
                        setTopics((current) => current.filter((item) => item.topicId !== topic.topicId))
                      }
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      ),
    },
  ];

  return (
    <div className="blog-form" ref={root}>
      {/* A problem with the address shows on its field; the alert then only announces it. */}
      <div className="form-alert-slot" role="alert">
        {alert && (
          <p className={urlError === alert ? 'visually-hidden' : 'form-alert form-alert-error'}>{alert}</p>
        )}
      </div>
      <Stepper
        key={round}
        label={t('blogs.submit.title')}
        headingLevel={2}
        steps={steps}
        busy={busy}
        submitLabel={busy ? t('blogs.submit.busy') : t('blogs.submit.button')}
        onSubmit={send}
      />
    </div>
  );
}
