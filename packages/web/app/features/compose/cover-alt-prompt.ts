import type { MessageKey } from '@masthead/core';
import { confirm } from '../../ui/confirm-dialog';
import type { DraftFields } from './draft-model';

/**
 * WCAG 1.1.1, as a prompt and not a block: publishing a story whose cover has no description asks once
 * whether to go ahead. 'Describe it' stops, and puts the writer in the description field; a decorative
 * cover is published without one on purpose.
 */
export async function coverDescribedOrAccepted(
  fields: Pick<DraftFields, 'photo' | 'photoAlt'>,
  t: (key: MessageKey) => string,
): Promise<boolean> {
  if (!fields.photo || fields.photoAlt.trim() !== '') return true;
  const goAhead = await confirm({
    title: t('compose.coverAlt.prompt.title'),
    message: t('compose.coverAlt.prompt.message'),
    confirmLabel: t('compose.coverAlt.prompt.publish'),
    cancelLabel: t('compose.coverAlt.prompt.describe'),
  });
  if (!goAhead) document.querySelector<HTMLInputElement>('input[name="photoAlt"]')?.focus();
  return goAhead;
}
