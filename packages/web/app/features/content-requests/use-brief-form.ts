import {
  BRIEF_LINKS_MAX,
  CONTENT_REQUEST_FEE_LIMITS,
  type ContentRequestView,
  CTYPE,
  type Currency,
  fromMinorUnits,
  type ProfileRef,
  REVISION_LIMIT_DEFAULT,
  type RequestableCtype,
  toMinorUnits,
} from '@masthead/core';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { formatMoney } from '../content/format';
import { createRequest, updateRequest } from './content-requests-api';

/** A datetime-local field's value ('2027-01-15T18:00', local time) from an ISO time, and back. */
export function localInputOf(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
export const isoOfLocalInput = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

export type BriefErrors = Partial<Record<string, string>>;

/** A fortnight from now at 18:00: the deadline a new brief starts with. */
const defaultDeadline = () => {
  const date = new Date(Date.now() + 14 * 86_400_000);
  date.setHours(18, 0, 0, 0);
  return localInputOf(date.toISOString());
};

/**
 * The brief form's state and its save: the fields as typed (the fee in major units), checked lightly
 * before sending (the server checks everything again) and the server's field errors shown by field.
 */
export function useBriefForm(
  initial: ContentRequestView | null,
  requesterId: number,
  creator: ProfileRef | null,
) {
  const { t, lang } = useI18n();
  const [who, setWho] = useState<ProfileRef | null>(initial?.creator ?? creator);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [ctype, setCtype] = useState<RequestableCtype>(initial?.ctype ?? CTYPE.article);
  const [words, setWords] = useState(String(initial?.words ?? 1000));
  const [deadline, setDeadline] = useState(
    initial ? localInputOf(initial.offer.deadline) : defaultDeadline(),
  );
  const [currency, setCurrency] = useState<Currency>(initial?.currency ?? 'USD');
  const [fee, setFee] = useState(initial ? fromMinorUnits(initial.offer.feeMinor, initial.currency) : '');
  const [revisionLimit, setRevisionLimit] = useState(
    String(initial?.revisionLimit ?? REVISION_LIMIT_DEFAULT),
  );
  const [links, setLinks] = useState((initial?.links ?? []).join('\n'));
  const [errors, setErrors] = useState<BriefErrors>({});
  const [busy, setBusy] = useState(false);

  const limits = CONTENT_REQUEST_FEE_LIMITS[currency];
  const feeHint = t('contentRequests.form.feeHint', {
    min: formatMoney(lang, limits.minMinor, currency),
    max: formatMoney(lang, limits.maxMinor, currency),
  });

  /** Saves the brief (a new draft, or the revised one); answers the request, or null with the errors shown. */
  async function save(): Promise<ContentRequestView | null> {
    const found: BriefErrors = {};
    if (!initial && !who) found.creatorId = t('contentRequests.form.creatorRequired');
    if (!title.trim()) found.title = t('validation.required');
    const feeMinor = toMinorUnits(fee, currency);
    if (feeMinor === null || feeMinor < limits.minMinor || feeMinor > limits.maxMinor)
      found.feeMinor = t('validation.contentRequests.fee');
    const due = isoOfLocalInput(deadline);
    if (!due) found.deadline = t('validation.contentRequests.deadline');
    setErrors(found);
    if (Object.keys(found).length > 0 || feeMinor === null || !due) return null;
    const brief = {
      title: title.trim(),
      description,
      ctype,
      words: Number(words),
      deadline: due,
      feeMinor,
      currency,
      revisionLimit: Number(revisionLimit),
      links: links
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, BRIEF_LINKS_MAX),
    };
    setBusy(true);
    const result = initial
      ? await updateRequest({ id: initial.id, ...brief })
      : await createRequest({
          ...brief,
          creatorId: who?.userId ?? 0,
          ...(requesterId ? { requesterId } : {}),
        });
    setBusy(false);
    if (result.ok) return result.data.request;
    setErrors({ ...(result.error.errors.fields ?? {}), form: result.message });
    return null;
  }

  return {
    fields: { who, title, description, ctype, words, deadline, currency, fee, revisionLimit, links },
    set: {
      setWho,
      setTitle,
      setDescription,
      setCtype,
      setWords,
      setDeadline,
      setCurrency,
      setFee,
      setRevisionLimit,
      setLinks,
    },
    feeHint,
    errors,
    setErrors,
    busy,
    save,
  };
}
