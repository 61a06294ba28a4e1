import type { ContentRequestView } from '@masthead/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FormAlert } from '../../ui/form-alert';
import { TextAreaField } from '../../ui/text-field';
import { formatDate } from '../content/format';
import { sendMessage } from './content-requests-api';

type Props = { request: ContentRequestView; onChange(request: ContentRequestView): void };

/** Messages between the parties (plain text), and the box to write one while the request is open. */
export function Messages({ request, onChange }: Props) {
  const { t, lang } = useI18n();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !body.trim()) return;
    setBusy(true);
    const result = await sendMessage({ id: request.id, body: body.trim() });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setBody('');
    setError(null);
    onChange(result.data.request);
  }

  return (
    <section className="request-messages" aria-labelledby="request-messages">
      <h2 id="request-messages">{t('contentRequests.detail.messages')}</h2>
      {request.messages.length === 0 ? (
        <p className="muted">{t('contentRequests.detail.noMessages')}</p>
      ) : (
        <ol>
          {request.messages.map((message) => (
            <li key={message.id}>
              <p>
                <strong>{message.author.displayName || message.author.username}</strong>{' '}
                <time className="muted" dateTime={message.at}>
                  {formatDate(lang, message.at, true)}
                </time>
              </p>
              <p className="request-message-body">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {request.abilities.message && (
        <form onSubmit={submit} noValidate>
          <TextAreaField
            label={t('contentRequests.detail.messageLabel')}
            name="message"
            value={body}
            onValueChange={setBody}
            rows={3}
            maxLength={2000}
          />
          <FormAlert message={error} />
          <BusyButton
            label={t('contentRequests.detail.sendMessage')}
            busyLabel={t('contentRequests.busy')}
            busy={busy}
          />
        </form>
      )}
    </section>
  );
}
