import type { ProfileRef, PublisherChoice } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { SelectField } from '../../ui/text-field';
import './editorial.css';

type Props = {
  /** The viewer's choices: their own profile first, then the magazines they write for. */
  choices: readonly PublisherChoice[];
  /** The chosen publisher (null: the viewer's own profile). */
  value: number | null;
  onChange: (publisherId: number) => void;
  /** Published: it keeps its publisher, shown as text. */
  lockedTo?: ProfileRef | null | undefined;
  error?: string | undefined;
  disabled?: boolean;
};

const nameOf = (profile: { displayName: string; username: string }) =>
  profile.displayName || profile.username;

/**
 * SPEC §6 'In the article editor the user's own profile is listed': the editor's 'Publish in', the
 * writer's Personal Magazine and each magazine they may write for, saying whether the story goes
 * through that magazine's review first.
 */
export function PublisherSelect({ choices, value, onChange, lockedTo, error, disabled }: Props) {
  const t = useT();
  if (lockedTo)
    return (
      <p className="publisher-locked" data-field="publisherId">
        {t('editorial.publishIn.locked', { magazine: nameOf(lockedTo) })}
      </p>
    );
  const own = choices.find((choice) => choice.kind === 'self');
  const selected = choices.find((choice) => choice.userId === value) ?? own;
  // Nothing to choose without a magazine: the field only appears for members of one.
  if (!selected || choices.length < 2) return null;
  const options = choices.map((choice) => ({
    value: String(choice.userId),
    label: choice.kind === 'self' ? t('editorial.publishIn.personal') : nameOf(choice),
  }));
  const hint =
    selected.kind === 'self'
      ? undefined
      : t(selected.publishOwn ? 'editorial.publishIn.direct' : 'editorial.publishIn.review', {
          magazine: nameOf(selected),
        });
  return (
    <SelectField
      label={t('editorial.publishIn')}
      frameClassName="field compose-field publisher-select"
      dataField="publisherId"
      value={String(selected.userId)}
      options={options}
      hint={hint}
      error={error}
      disabled={disabled}
      onValueChange={(id) => onChange(Number(id))}
    />
  );
}

/** The choice a draft's publisher stands for (null: the writer's own profile). */
export const choiceOf = (choices: readonly PublisherChoice[], publisherId: number | null) =>
  choices.find((choice) => choice.userId === publisherId) ?? choices.find((choice) => choice.kind === 'self');
