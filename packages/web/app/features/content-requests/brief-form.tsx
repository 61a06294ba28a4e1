import {
  BRIEF_LINKS_MAX,
  type ContentRequestView,
  contentRequestPaths,
  type ProfileRef,
} from '@masthead/core';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import { FieldMessage } from '../../ui/field-frame';
import { FormAlert } from '../../ui/form-alert';
import { TextAreaField, TextField } from '../../ui/text-field';
import { RichTextEditor } from '../compose/rich-text-editor';
import { formatMoney } from '../content/format';
import { BriefAttachments } from './brief-attachments';
import { BriefTermsFields } from './brief-terms-fields';
import { CardDialog } from './card-dialog';
import { moveRequest } from './content-requests-api';
import { CreatorPicker } from './creator-picker';
import { newMoveKey } from './move-key';
import { PendingAttachments } from './pending-attachments';
import { useBriefFiles } from './use-brief-files';
import { useBriefForm } from './use-brief-form';

type Props = {
  /** The request whose brief is revised; null for a new one. */
  initial: ContentRequestView | null;
  /** The requester of a new brief (the viewer or a magazine), and the writer asked, if known already. */
  requesterId: number;
  creator: ProfileRef | null;
};

/**
 * The brief (SPEC §3 content request; issue 20): the writer (people autocomplete), title, description
 * in the rich-text editor, content type, length, deadline, fee and currency, revision rounds and
 * reference links; saved as a draft, or saved and sent (the card the fee will be charged to is asked
 * the first time).
 */
export function BriefForm({ initial, requesterId, creator }: Props) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const form = useBriefForm(initial, requesterId, creator);
  const files = useBriefFiles(initial);
  const { fields, set, errors } = form;
  const busy = form.busy || files.progress !== null;
  const [sending, setSending] = useState<ContentRequestView | null>(null);
  const descriptionLabel = useId();
  const descriptionMessage = useId();

  async function saveDraft(event: FormEvent) {
    event.preventDefault();
    const saved = await saveWithFiles();
    if (saved) navigate(contentRequestPaths.request(saved.id));
  }

  async function saveWithFiles() {
    const saved = await form.save();
    return saved && files.sendPending(saved);
  }

  async function saveAndSend() {
    const saved = await saveWithFiles();
    if (!saved) return;
    // A brief already sent once has its card: resending needs none.
    if (saved.card) {
      const result = await moveRequest({ id: saved.id, action: 'send', idempotencyKey: newMoveKey() });
      if (!result.ok) return form.setErrors({ form: result.message });
      return navigate(contentRequestPaths.request(saved.id));
    }
    setSending(saved);
  }

  return (
    <>
      <form className="brief-form" onSubmit={saveDraft} noValidate>
        <h1>{t(initial ? 'contentRequests.form.editHeading' : 'contentRequests.form.newHeading')}</h1>
        <CreatorPicker
          fixed={initial?.creator ?? null}
          chosen={fields.who}
          onChoose={set.setWho}
          error={errors.creatorId}
        />
        <TextField
          label={t('contentRequests.form.title')}
          name="title"
          value={fields.title}
          onValueChange={set.setTitle}
          maxLength={200}
          error={errors.title}
        />
        <div className="brief-description" data-field="description">
          <span id={descriptionLabel} className="field-label">
            {t('contentRequests.form.description')}
          </span>
          <RichTextEditor
            initialHtml={fields.description}
            onChange={set.setDescription}
            labelId={descriptionLabel}
            describedBy={descriptionMessage}
            invalid={Boolean(errors.description)}
            placeholder={t('contentRequests.form.descriptionPlaceholder')}
            compact
            light
          />
          <FieldMessage id={descriptionMessage} error={errors.description} />
        </div>
        <BriefTermsFields form={form} />
        <TextAreaField
          label={t('contentRequests.form.links')}
          name="links"
          value={fields.links}
          onValueChange={set.setLinks}
          rows={3}
          hint={t('contentRequests.form.linksHint', { max: BRIEF_LINKS_MAX })}
          error={errors.links ?? errors['links.0']}
        />
        {files.current ? (
          <BriefAttachments request={files.current} onChange={files.setCurrent} />
        ) : (
          <PendingAttachments
            files={files.pending}
            onFilesChange={files.setPending}
            progress={files.progress}
            busy={busy}
          />
        )}
        <FormAlert message={errors.form ?? files.failure} />
        <div className="brief-actions">
          <BusyButton
            label={t(initial ? 'contentRequests.form.save' : 'contentRequests.form.saveDraft')}
            busyLabel={t('contentRequests.busy')}
            busy={busy}
            variant="secondary"
          />
          <BusyButton
            type="button"
            label={t('contentRequests.form.saveAndSend')}
            busyLabel={t('contentRequests.busy')}
            busy={busy}
            onClick={() => void saveAndSend()}
          />
        </div>
      </form>
      {sending && (
        <CardDialog
          title={t('contentRequests.card.sendTitle')}
          text={t('contentRequests.card.sendText', {
            name: sending.creator.displayName || sending.creator.username,
            amount: formatMoney(lang, sending.offer.feeMinor, sending.currency),
          })}
          confirmLabel={t('contentRequests.action.send')}
          busyLabel={t('contentRequests.busy')}
          onClose={() => navigate(contentRequestPaths.request(sending.id))}
          onMethod={async (paymentMethod) => {
            const result = await moveRequest({
              id: sending.id,
              action: 'send',
              idempotencyKey: newMoveKey(),
              paymentMethod,
            });
            if (!result.ok) return result.message;
            navigate(contentRequestPaths.request(sending.id));
            return null;
          }}
        />
      )}
    </>
  );
}
