import {
  type ContentRequestAction,
  type ContentRequestView,
  contentRequestPaths,
  creatorShareOf,
  platformFeeOf,
} from '@masthead/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { formatDate, formatMoney } from '../content/format';
import { CardDialog } from './card-dialog';
import { moveRequest } from './content-requests-api';
import { actionKey } from './labels';
import { type DialogAction, MoveDialog } from './move-dialog';
import { newMoveKey } from './move-key';

/** The order the moves are offered in: the step forward first, the way out last. */
const ORDER: ContentRequestAction[] = [
  'send',
  'accept',
  'counter',
  'takeCounterOffer',
  'submit',
  'acceptSubmission',
  'requestRevision',
  'pay',
  'rejectSoft',
  'rejectHard',
  'cancel',
];

type Props = { request: ContentRequestView; onChange(request: ContentRequestView): void };

/**
 * Only the moves this party may make now (the server's abilities), each with what it does to the
 * money said before it is made. A first send and taking a counter offer ask for the card.
 */
export function RequestActions({ request, onChange }: Props) {
  const { t, lang } = useI18n();
  const [open, setOpenAction] = useState<ContentRequestAction | null>(null);
  // One key per opened dialog: a retry after a lost answer is the same move, charged once.
  const [cardKey, setCardKey] = useState(newMoveKey);
  const setOpen = (action: ContentRequestAction | null) => {
    if (action) setCardKey(newMoveKey());
    setOpenAction(action);
  };
  const money = (minor: number) => formatMoney(lang, minor, request.currency);
  const other = request.party === 'requester' ? request.creator : request.requester;
  const otherName = other.displayName || other.username;
  const allowed = ORDER.filter((action) => request.abilities[action]);
  const close = () => setOpen(null);
  const done = (next: ContentRequestView) => {
    setOpen(null);
    onChange(next);
  };

  function textOf(action: ContentRequestAction): string | null {
    const fee = request.offer.feeMinor;
    const platform = platformFeeOf(request.escrowMinor || fee, request.platformFeeBasisPoints);
    switch (action) {
      case 'accept':
        return t('contentRequests.dialog.acceptText', {
          date: formatDate(lang, request.offer.deadline, true),
          amount: money(fee),
        });
      case 'counter':
        return t('contentRequests.dialog.counterText');
      case 'pay':
        return t('contentRequests.dialog.payText', {
          amount: money(request.escrowMinor),
          name: otherName,
          share: money(creatorShareOf(request.escrowMinor, request.platformFeeBasisPoints)),
          fee: money(platform),
        });
      case 'cancel':
        return request.escrowMinor > 0
          ? t('contentRequests.dialog.cancelRefund', { amount: money(request.escrowMinor) })
          : t('contentRequests.dialog.cancelText');
      case 'send':
        return t('contentRequests.dialog.resendText', { name: otherName });
      default:
        return null;
    }
  }

  if (allowed.length === 0 && !request.abilities.edit) return null;
  const needsCard = open === 'takeCounterOffer' || (open === 'send' && !request.card);
  const counterFee = request.counterOffer?.feeMinor ?? request.offer.feeMinor;
  return (
    <div className="request-actions">
      {allowed.map((action) => (
        <button
          key={action}
          type="button"
          className={`button ${action === 'cancel' || action === 'rejectHard' ? 'button-secondary' : 'button-primary'}`}
          onClick={() => setOpen(action)}
        >
          {t(actionKey(action === 'send' && request.status !== 'draft' ? 'resend' : action))}
        </button>
      ))}
      {request.abilities.edit && (
        <Link className="button button-secondary" to={contentRequestPaths.edit(request.id)}>
          {t('contentRequests.action.edit')}
        </Link>
      )}
      {open && needsCard && (
        <CardDialog
          title={t(open === 'send' ? 'contentRequests.card.sendTitle' : 'contentRequests.card.takeTitle')}
          text={
            open === 'send'
              ? t('contentRequests.card.sendText', { name: otherName, amount: money(request.offer.feeMinor) })
              : t('contentRequests.card.takeText', { amount: money(counterFee) })
          }
          confirmLabel={
            open === 'send'
              ? t('contentRequests.action.send')
              : t('payments.pay', { amount: money(counterFee) })
          }
          busyLabel={t('contentRequests.busy')}
          onClose={close}
          onMethod={async (paymentMethod) => {
            const result = await moveRequest(
              open === 'send'
                ? { id: request.id, action: 'send', idempotencyKey: cardKey, paymentMethod }
                : { id: request.id, action: 'takeCounterOffer', idempotencyKey: cardKey, paymentMethod },
            );
            if (!result.ok) {
              // A declined card charged nothing: the next try is a new payment.
              if (result.error.errorMsgKey === 'error.payment.declined') setCardKey(newMoveKey());
              return result.message;
            }
            done(result.data.request);
            return null;
          }}
        />
      )}
      {open && !needsCard && (
        <MoveDialog
          request={request}
          action={open as DialogAction}
          text={textOf(open)}
          onDone={done}
          onClose={close}
        />
      )}
    </div>
  );
}
