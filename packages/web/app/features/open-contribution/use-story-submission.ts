import {
  CTYPE,
  composePath,
  type InputOf,
  type MessageKey,
  type OpenContributionCard,
  ZOpenContributionSubmit,
} from '@masthead/core';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { checkWithSchema, failureToFormErrors } from '../accounts/form-errors';
import { focusFirstError } from '../compose/focus-errors';
import { type StoryDraft, storySubmitted, updateDraft } from './contribution-store';

const FIELDS = ['title', 'body', 'photoPath'] as const;

type StoryInput = InputOf<'POST /api2/magazine/open-contribution/submit'>;

/**
 * Sending the story from the popup (core's schema first, then the server's answer on the fields), and
 * 'Open the full editor': the reader joins the magazine if need be and goes on writing in /write.html,
 * with what they wrote so far saved as their draft there.
 */
export function useStorySubmission(card: OpenContributionCard, draft: StoryDraft) {
  const { t, lang } = useI18n();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'submit' | 'full' | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const root = useRef<HTMLFormElement>(null);
  const magazineUserId = card.magazine.userId;

  useEffect(() => {
    if (focusRequest > 0) focusFirstError(root.current);
  }, [focusRequest]);

  const input = (): StoryInput => ({
    magazineUserId,
    title: draft.title,
    body: draft.body,
    photoPath: draft.photo?.photoPath ?? null,
    photoFocalPoint: draft.photo?.focalPoint ?? null,
    lang,
  });

  const fail = (fields: Record<string, string>, message: string | null) => {
    setErrors(fields);
    setFormError(message ?? (Object.keys(fields).length > 0 ? t('openContribution.dialog.fixFields') : null));
    setFocusRequest((n) => n + 1);
  };

  /** A change to the story; the changed field's error goes with it. */
  const edit = (change: Partial<Pick<StoryDraft, 'title' | 'body' | 'photo'>>) => {
    updateDraft(change);
    setFormError(null);
    const names = Object.keys(change).map((name) => (name === 'photo' ? 'photoPath' : name));
    setErrors((current) => {
      if (!names.some((name) => name in current)) return current;
      const left = { ...current };
      for (const name of names) delete left[name];
      return left;
    });
  };

  async function submit() {
    if (busy) return;
    const body = input();
    const check = checkWithSchema(ZOpenContributionSubmit, body);
    const fields: Record<string, string> = {};
    if (!check.ok) for (const [name, key] of Object.entries(check.fields)) fields[name] = t(key);
    if (draft.body === '') fields.body = t('validation.required');
    if (Object.keys(fields).length > 0) return fail(fields, null);
    setBusy('submit');
    const result = await call('POST /api2/magazine/open-contribution/submit', body);
    setBusy(null);
    if (!result.ok) {
      const mapped = failureToFormErrors(result.error, FIELDS, {
        message: result.message,
        translate: (message) => t(message as MessageKey),
      });
      return fail(mapped.fields, mapped.form);
    }
    storySubmitted({ title: body.title.trim(), editPath: result.data.editPath, joined: result.data.joined });
  }

  async function openFullEditor() {
    if (busy) return;
    setBusy('full');
    const joined = await call('POST /api2/magazine/open-contribution/join', { magazineUserId });
    if (!joined.ok) {
      setBusy(null);
      return fail({}, joined.message);
    }
    const begun = draft.title.trim() !== '' || draft.body !== '' || draft.photo !== null;
    if (!begun) return window.location.assign(joined.data.writePath);
    const saved = await call('POST /api2/compose/save', {
      ctype: CTYPE.post,
      publisherId: magazineUserId,
      title: draft.title,
      body: draft.body,
      photoPath: draft.photo?.photoPath ?? null,
      photoFocalPoint: draft.photo?.focalPoint ?? null,
      topicIds: [],
      lang,
      extra: {},
      premium: false,
    });
    if (!saved.ok) {
      setBusy(null);
      return fail({}, saved.message);
    }
    // A whole page: the header and the editor's 'Publish in' start from the new membership.
    window.location.assign(composePath({ cgroupId: saved.data.cgroupId }));
  }

  return { root, errors, formError, busy, edit, submit, openFullEditor };
}
