import type { ContentRequestView } from '@masthead/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { publishRequest } from './content-requests-api';

type Props = {
  request: ContentRequestView;
  onChange(request: ContentRequestView): void;
};

/**
 * Accepted work and the requester's magazine (issue 20): the magazine's side publishes it there under
 * the writer's byline; once out, both parties see where, with a link to the story.
 */
export function PublishPanel({ request, onChange }: Props) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const magazine = request.requester.displayName || request.requester.username;
  const writer = request.creator.displayName || request.creator.username;

  if (request.publishedInMagazine) {
    return (
      <div className="request-publication">
        <p role={done ? 'status' : undefined}>
          {t('contentRequests.publish.done', { magazine, name: writer })}
        </p>
        {request.submission?.url && (
          <Link to={request.submission.url}>{t('contentRequests.publish.open')}</Link>
        )}
      </div>
    );
  }
  if (!request.mayPublish) return null;

  const publish = async () => {
    setBusy(true);
    setError(null);
    const result = await publishRequest({ id: request.id });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setDone(true);
    onChange(result.data.request);
  };

  return (
    <div className="request-publication">
      <p className="muted">{t('contentRequests.publish.hint', { magazine, name: writer })}</p>
      <BusyButton
        type="button"
        label={t('contentRequests.action.publish', { magazine })}
        busyLabel={t('contentRequests.busy')}
        busy={busy}
        onClick={() => void publish()}
      />
      <FormAlert message={error} />
    </div>
  );
}
