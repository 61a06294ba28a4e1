import {
  type AdminBlogQueuePage,
  type AdminBlogSubmission,
  BLOG_LIMITS,
  BLOG_STATUSES,
  type BlogStatus,
  isUiLanguage,
  LANGUAGE_NAMES,
  type MessageKey,
  type ProfileRef,
  type PublisherRecommendationView,
  profilePath,
  type RecommendationsPage,
} from '@masthead/core';
import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';
import { StandardInput } from '../../ui/standard-input';
import { formatDate, messageNodes } from '../content/format';
import { BlogStateBadge } from './blog-state';
import {
  adminQueue,
  dismissRecommendation,
  moreRecommendations,
  reviewBlog,
  submitRecommendation,
} from './blogs-api';
import '../accounts/accounts.css';
import './blogs.css';

const STATUS_KEYS: Record<BlogStatus, MessageKey> = {
  pending: 'blogs.status.pending',
  approved: 'blogs.status.approved',
  not_approved: 'blogs.status.not_approved',
  canceled: 'blogs.status.canceled',
};

type AdminQueueProps = { queue: AdminBlogQueuePage; recommendations: RecommendationsPage };

/** The review queue: one state at a time (pending first, oldest first), then the recommendations. */
export function AdminQueue({ queue, recommendations }: AdminQueueProps) {
  const { t } = useI18n();
  const [items, setItems] = useState(queue.items);
  const [cursor, setCursor] = useState(queue.nextCursor);
  const [loading, setLoading] = useState(false);

  const more = async () => {
    if (!cursor) return;
    setLoading(true);
    const result = await adminQueue(queue.status, cursor);
    setLoading(false);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    setItems((current) => [
      ...current,
      ...result.data.items.filter(
        (item) => !current.some((known) => known.submissionId === item.submissionId),
      ),
    ]);
    setCursor(result.data.nextCursor);
  };

  return (
    <>
      <nav className="blog-tabs" aria-label={t('blogs.admin.tabs')}>
        {BLOG_STATUSES.map((status) => (
          <Link
            key={status}
            to={status === 'pending' ? '/admin/blogs.html' : `/admin/blogs.html?status=${status}`}
            className={status === queue.status ? 'blog-tab is-current' : 'blog-tab'}
            aria-current={status === queue.status ? 'page' : undefined}
          >
            {t('blogs.admin.tab', { label: t(STATUS_KEYS[status]), count: queue.counts[status] })}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <p className="blog-empty muted">{t('blogs.admin.empty')}</p>
      ) : (
        <ul className="blog-list">
          {items.map((item) => (
            <AdminSubmissionCard
              key={item.submissionId}
              item={item}
              onChange={(next) =>
                setItems((current) =>
                  current.map((entry) => (entry.submissionId === next.submissionId ? next : entry)),
                )
              }
            />
          ))}
        </ul>
      )}
      {cursor && (
        <button
          type="button"
          className="button button-secondary blog-more"
          disabled={loading}
          onClick={() => void more()}
        >
          {t('blogs.admin.more')}
        </button>
      )}
      <Recommendations initial={recommendations} />
    </>
  );
}

function ProfileLink({ profile }: { profile: ProfileRef }) {
  if (!profile.username) return <>{profile.displayName || `#${profile.userId}`}</>;
  return <Link to={profilePath(profile)}>{profile.displayName || profile.username}</Link>;
}

function AdminSubmissionCard({
  item,
  onChange,
}: {
  item: AdminBlogSubmission;
  onChange: (next: AdminBlogSubmission) => void;
}) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reasons, setReasons] = useState('');
  const [allowResubmit, setAllowResubmit] = useState(true);
  const [reasonsError, setReasonsError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !reasons.trim()) {
      setReasonsError(t('validation.blog.reasons.required'));
      return;
    }
    setBusy(true);
    const result = await reviewBlog({
      submissionId: item.submissionId,
      decision,
      ...(decision === 'reject' ? { reasons, allowResubmit } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      const fields = result.error.errors?.fields ?? {};
      if (fields.reasons) setReasonsError(fields.reasons);
      else showSnackbar(result.message);
      return;
    }
    setRejecting(false);
    onChange(result.data.submission);
    if (decision === 'reject') showSnackbar(t('blogs.admin.rejected'));
    else if (
      result.data.imported === null ||
      (result.data.imported === 0 && result.data.submission.lastError)
    )
      showSnackbar(t('blogs.admin.approvedNoImport'));
    else showSnackbar(t('blogs.admin.approved', { count: result.data.imported }));
  };

  const langName = isUiLanguage(item.lang) ? LANGUAGE_NAMES[item.lang] : item.lang;

  return (
    <li className="blog-item" aria-labelledby={headingId}>
      <div className="blog-item-head">
        <h3 className="blog-item-title" id={headingId}>
          {item.title}
        </h3>
        <BlogStateBadge state={item.state} />
      </div>
      {item.description && <p className="blog-description">{item.description}</p>}
      <dl className="blog-facts">
        <dt>{t('blogs.site')}</dt>
        <dd>
          <a href={item.siteUrl} rel="noopener noreferrer nofollow" target="_blank">
            {item.siteUrl}
          </a>
        </dd>
        <dt>{t('blogs.feed')}</dt>
        <dd>
          <a href={item.feedUrl} rel="noopener noreferrer nofollow" target="_blank" className="blog-url">
            {item.feedUrl}
          </a>
        </dd>
      </dl>
      <p className="blog-meta muted">
        <span>
          {messageNodes(t('blogs.admin.submitter'), { name: <ProfileLink profile={item.submitter} /> })}
        </span>
        <span>{formatDate(lang, item.createdAt)}</span>
        <span>{t('blogs.admin.lang', { lang: langName })}</span>
        {item.topics.length > 0 && (
          <span>
            {t('blogs.admin.topics', { topics: item.topics.map((topic) => topic.title).join(', ') })}
          </span>
        )}
        {item.resubmitCount > 0 && <span>{t('blogs.admin.resubmitted', { count: item.resubmitCount })}</span>}
      </p>
      <div className="blog-preview">
        <h4>{t('blogs.admin.preview')}</h4>
        {item.previewTitles.length === 0 ? (
          <p className="muted">{t('blogs.admin.noItems')}</p>
        ) : (
          <ol>
            {item.previewTitles.map((title, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; their order is fixed.
              <li key={index}>{title}</li>
            ))}
          </ol>
        )}
        <p className="muted">{t('blogs.admin.itemCount', { count: item.itemCount })}</p>
      </div>
      {item.status === 'not_approved' && (
        <div className="blog-reasons">
          <p>{t('blogs.reasons', { reasons: item.reasons })}</p>
          <p className="muted">{t(item.resubmitAllowed ? 'blogs.resubmit.open' : 'blogs.resubmit.closed')}</p>
        </div>
      )}
      {item.status === 'approved' && (
        <p className="blog-meta muted">
          <span>{t('blogs.admin.imported', { count: item.importedCount })}</span>
          {item.lastError && <span>{t('blogs.admin.lastError', { error: item.lastError })}</span>}
        </p>
      )}
      {item.reviewer && (
        <p className="blog-meta muted">
          <span>
            {messageNodes(t('blogs.admin.reviewer'), { name: <ProfileLink profile={item.reviewer} /> })}
          </span>
          {item.reviewedAt && <span>{formatDate(lang, item.reviewedAt)}</span>}
        </p>
      )}
      {item.status === 'pending' && !rejecting && (
        <div className="blog-item-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void decide('approve')}
          >
            {busy ? t('blogs.admin.busy') : t('blogs.admin.approve')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => setRejecting(true)}
          >
            {t('blogs.admin.reject')}
          </button>
        </div>
      )}
      {item.status === 'pending' && rejecting && (
        <div className="blog-reject">
          <StandardInput
            field={{
              fieldName: 'reasons',
              label: t('blogs.admin.reasons'),
              type: 'textarea',
              value: reasons,
              maxLength: BLOG_LIMITS.reasonsMax,
              isRequired: true,
            }}
            error={reasonsError}
            disabled={busy}
            onChange={(value) => {
              setReasons(typeof value === 'string' ? value : '');
              setReasonsError(null);
            }}
          />
          <StandardInput
            field={{
              fieldName: 'allowResubmit',
              label: t('blogs.admin.allowResubmit'),
              type: 'checkbox',
              value: allowResubmit,
            }}
            disabled={busy}
            onChange={(value) => setAllowResubmit(value === true)}
          />
          <div className="blog-item-actions">
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void decide('reject')}
            >
              {busy ? t('blogs.admin.busy') : t('blogs.admin.confirmReject')}
            </button>
            <button
              type="button"
              className="button button-quiet"
              disabled={busy}
              onClick={() => setRejecting(false)}
            >
              {t('blogs.admin.cancel')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

function Recommendations({ initial }: { initial: RecommendationsPage }) {
  const { t, lang } = useI18n();
  const revalidator = useRevalidator();
  const [items, setItems] = useState<PublisherRecommendationView[]>(initial.items);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [busyId, setBusyId] = useState<number | null>(null);

  const act = async (item: PublisherRecommendationView, action: 'dismiss' | 'submit') => {
    setBusyId(item.recommendationId);
    const result =
      action === 'dismiss'
        ? await dismissRecommendation(item.recommendationId)
        : await submitRecommendation(item.recommendationId);
    setBusyId(null);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    setItems((current) => current.filter((entry) => entry.recommendationId !== item.recommendationId));
    showSnackbar(t(action === 'dismiss' ? 'blogs.admin.dismissed' : 'blogs.admin.submitted'));
    // The new submission joins the queue and its counts.
    if (action === 'submit') void revalidator.revalidate();
  };

  const more = async () => {
    if (!cursor) return;
    const result = await moreRecommendations(cursor);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    setItems((current) => [...current, ...result.data.items]);
    setCursor(result.data.nextCursor);
  };

  return (
    <section className="blog-recommendations" aria-labelledby="blog-recommendations-title">
      <h2 id="blog-recommendations-title">{t('blogs.admin.recommendations')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('blogs.admin.recommendations.empty')}</p>
      ) : (
        <ul className="blog-list">
          {items.map((item) => (
            <li key={item.recommendationId} className="blog-item">
              <p className="blog-item-title">
                <a href={item.url} rel="noopener noreferrer nofollow" target="_blank" className="blog-url">
                  {item.url}
                </a>
              </p>
              {item.note && <p className="blog-description">{item.note}</p>}
              <p className="blog-meta muted">
                <span>
                  {messageNodes(t('blogs.admin.recommendedBy'), {
                    name: <ProfileLink profile={item.recommender} />,
                  })}
                </span>
                <span>{formatDate(lang, item.createdAt)}</span>
              </p>
              <div className="blog-item-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busyId === item.recommendationId}
                  onClick={() => void act(item, 'submit')}
                >
                  {t('blogs.admin.reviewAsSubmission')}
                </button>
                <button
                  type="button"
                  className="button button-quiet"
                  disabled={busyId === item.recommendationId}
                  onClick={() => void act(item, 'dismiss')}
                >
                  {t('blogs.admin.dismiss')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {cursor && (
        <button type="button" className="button button-secondary blog-more" onClick={() => void more()}>
          {t('blogs.admin.more')}
        </button>
      )}
    </section>
  );
}
