import type { BlogSubmissionView } from '@masthead/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { confirm } from '../../ui/confirm-dialog';
import { showSnackbar } from '../../ui/snackbar';
import { formatDate } from '../content/format';
import { BlogStateBadge } from './blog-state';
import { cancelBlog } from './blogs-api';
import './blogs.css';

type MySubmissionsProps = {
  submissions: BlogSubmissionView[];
  onChange: (next: BlogSubmissionView) => void;
};

/** SPEC §4: the submitter's blogs with their states, the reviewer's reasons, and Cancel while pending. */
export function MySubmissions({ submissions, onChange }: MySubmissionsProps) {
  const { t } = useI18n();
  return (
    <section className="blog-mine" aria-labelledby="blog-mine-title">
      <h2 id="blog-mine-title">{t('blogs.mine.title')}</h2>
      {submissions.length === 0 ? (
        <p className="muted">{t('blogs.mine.empty')}</p>
      ) : (
        <ul className="blog-list">
          {submissions.map((submission) => (
            <SubmissionItem key={submission.submissionId} submission={submission} onChange={onChange} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SubmissionItem({
  submission,
  onChange,
}: {
  submission: BlogSubmissionView;
  onChange: (next: BlogSubmissionView) => void;
}) {
  const { t, lang } = useI18n();
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    const confirmed = await confirm({
      title: t('blogs.cancel.title'),
      message: t('blogs.cancel.body', { title: submission.title }),
      confirmLabel: t('blogs.cancel'),
      cancelLabel: t('blogs.cancel.keep'),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    const result = await cancelBlog(submission.submissionId);
    setBusy(false);
    if (!result.ok) {
      showSnackbar(result.message);
      return;
    }
    onChange(result.data.submission);
    showSnackbar(t('blogs.canceled'));
  };

  return (
    <li className="blog-item">
      <div className="blog-item-head">
        <h3 className="blog-item-title">{submission.title}</h3>
        <BlogStateBadge state={submission.state} />
      </div>
      <dl className="blog-facts">
        <dt>{t('blogs.site')}</dt>
        <dd>
          <a href={submission.siteUrl} rel="noopener noreferrer nofollow" target="_blank">
            {submission.siteUrl}
          </a>
        </dd>
        <dt>{t('blogs.feed')}</dt>
        <dd className="blog-url">{submission.feedUrl}</dd>
      </dl>
      <p className="muted blog-item-date">
        {t('blogs.submittedOn', { date: formatDate(lang, submission.createdAt) })}
      </p>
      {submission.status === 'not_approved' && (
        <div className="blog-reasons">
          <p>{t('blogs.reasons', { reasons: submission.reasons })}</p>
          <p className="muted">
            {t(submission.resubmitAllowed ? 'blogs.resubmit.open' : 'blogs.resubmit.closed')}
          </p>
        </div>
      )}
      <div className="blog-item-actions">
        {submission.publisher && (
          <Link className="button button-small button-secondary" to={submission.publisher.url}>
            {t('blogs.publisherPage')}
          </Link>
        )}
        {submission.canCancel && (
          <button
            type="button"
            className="button button-small button-quiet"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void cancel()}
          >
            {t('blogs.cancel')}
          </button>
        )}
      </div>
    </li>
  );
}
