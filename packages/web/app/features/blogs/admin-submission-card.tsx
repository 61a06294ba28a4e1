import { type AdminBlogSubmission, BLOG_LIMITS, isUiLanguage, LANGUAGE_NAMES } from '@masthead/core';
import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { showSnackbar } from '../../ui/snackbar';
import { StandardInput } from '../../ui/standard-input';
import { formatDate, messageNodes } from '../content/format';
import { BlogStateBadge } from './blog-state';
import { reviewBlog } from './blogs-api';
import { ProfileLink } from './profile-link';

/** One submitted blog with what the reviewer needs to know, and Approve or Reject while it is pending. */
export function AdminSubmissionCard({
  item,
  onChange,
}: {
  item: AdminBlogSubmission;
  onChange: (next: AdminBlogSubmission) => void;
}) {
  const { t } = useI18n();
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

  return (
    <li className="blog-item" aria-labelledby={headingId}>
      <div className="blog-item-head">
        <h3 className="blog-item-title" id={headingId}>
          {item.title}
        </h3>
        <BlogStateBadge state={item.state} />
      </div>
      <SubmissionDetails item={item} />
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
        <RejectForm
          reasons={reasons}
          reasonsError={reasonsError}
          allowResubmit={allowResubmit}
          busy={busy}
          onReasons={(value) => {
            setReasons(value);
            setReasonsError(null);
          }}
          onAllowResubmit={setAllowResubmit}
          onReject={() => void decide('reject')}
          onCancel={() => setRejecting(false)}
        />
      )}
    </li>
  );
}

/** What was submitted and what has happened to it: feed, submitter, sample titles, the review. */
function SubmissionDetails({ item }: { item: AdminBlogSubmission }) {
  const { t, lang } = useI18n();
  const langName = isUiLanguage(item.lang) ? LANGUAGE_NAMES[item.lang] : item.lang;
  return (
    <>
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
    </>
  );
}

/** The reasons for a rejection, whether the blog may be submitted again, and Reject or Cancel. */
function RejectForm({
  reasons,
  reasonsError,
  allowResubmit,
  busy,
  onReasons,
  onAllowResubmit,
  onReject,
  onCancel,
}: {
  reasons: string;
  reasonsError: string | null;
  allowResubmit: boolean;
  busy: boolean;
  onReasons: (reasons: string) => void;
  onAllowResubmit: (allow: boolean) => void;
  onReject: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
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
        onChange={(value) => onReasons(typeof value === 'string' ? value : '')}
      />
      <StandardInput
        field={{
          fieldName: 'allowResubmit',
          label: t('blogs.admin.allowResubmit'),
          type: 'checkbox',
          value: allowResubmit,
        }}
        disabled={busy}
        onChange={(value) => onAllowResubmit(value === true)}
      />
      <div className="blog-item-actions">
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onReject}
        >
          {busy ? t('blogs.admin.busy') : t('blogs.admin.confirmReject')}
        </button>
        <button type="button" className="button button-quiet" disabled={busy} onClick={onCancel}>
          {t('blogs.admin.cancel')}
        </button>
      </div>
    </div>
  );
}
