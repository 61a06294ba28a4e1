import type { Byline, ProfileRef, PublisherChoice } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { SelectField } from '../../ui/text-field';
import './editorial.css';

/** Where a story appears and whose name it shows. */
export type PublishIn = { publisherId: number | null; byline: Byline };

type Props = {
  /** The viewer's choices: their own profile first, then the magazines they write for. */
  choices: readonly PublisherChoice[];
  /** The chosen publisher (null: the viewer's own profile) and byline. */
  value: PublishIn;
  onChange: (value: { publisherId: number; byline: Byline }) => void;
  /** Published: it keeps its publisher, shown as text. */
  lockedTo?: ProfileRef | null | undefined;
  error?: string | undefined;
  disabled?: boolean;
};

const nameOf = (profile: { displayName: string; username: string }) =>
  profile.displayName || profile.username;

/** One option's value: the publisher's id, with ':publisher' for the magazine's own byline. */
const optionValue = (userId: number, byline: Byline) =>
  byline === 'publisher' ? `${userId}:publisher` : String(userId);

/**
 * SPEC §6 'In the article editor the user's own profile is listed': the editor's 'Publish in', the
 * writer's Personal Magazine and each magazine they may write for, saying whether the story goes
 * through that magazine's review first. Editors and up also get each magazine's publisher-profile entry
 * (SPEC §6 publisher mode): the story then shows the magazine's name alone.
 */
export function PublisherSelect({ choices, value, onChange, lockedTo, error, disabled }: Props) {
  const t = useT();
  if (lockedTo)
    return (
      <p className="publisher-locked" data-field="publisherId">
        {t(
          value.byline === 'publisher'
            ? 'editorial.publishIn.lockedAsPublisher'
            : 'editorial.publishIn.locked',
          {
            magazine: nameOf(lockedTo),
          },
        )}
      </p>
    );
  const own = choices.find((choice) => choice.kind === 'self');
  const selected = choices.find((choice) => choice.userId === value.publisherId) ?? own;
  // Nothing to choose without a magazine: the field only appears for members of one.
  if (!selected || choices.length < 2) return null;
  const asPublisher = value.byline === 'publisher' && selected.asPublisher;
  const options = choices.flatMap((choice) => [
    {
      value: String(choice.userId),
      label: choice.kind === 'self' ? t('editorial.publishIn.personal') : nameOf(choice),
    },
    ...(choice.asPublisher
      ? [
          {
            value: optionValue(choice.userId, 'publisher'),
            label: t('editorial.publishIn.asPublisher', { magazine: nameOf(choice) }),
          },
        ]
      : []),
  ]);
  const hint =
    selected.kind === 'self'
      ? undefined
      : t(
          asPublisher
            ? 'editorial.publishIn.asPublisherHint'
            : selected.publishOwn
              ? 'editorial.publishIn.direct'
              : 'editorial.publishIn.review',
          { magazine: nameOf(selected) },
        );
  return (
    <SelectField
      label={t('editorial.publishIn')}
      frameClassName="field compose-field publisher-select"
      dataField="publisherId"
      value={optionValue(selected.userId, asPublisher ? 'publisher' : 'author')}
      options={options}
      hint={hint}
      error={error}
      disabled={disabled}
      onValueChange={(option) => {
        const [id, byline] = option.split(':');
        onChange({ publisherId: Number(id), byline: byline === 'publisher' ? 'publisher' : 'author' });
      }}
    />
  );
}

/** The choice a draft's publisher stands for (null: the writer's own profile). */
export const choiceOf = (choices: readonly PublisherChoice[], publisherId: number | null) =>
  choices.find((choice) => choice.userId === publisherId) ?? choices.find((choice) => choice.kind === 'self');
