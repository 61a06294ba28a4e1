import { AUTOCOMPLETE, type ProfileRef } from '@masthead/core';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { FieldMessage } from '../../ui/field-frame';
import { Autocomplete } from '../search/autocomplete';

type Props = {
  /** The writer of a brief already written: shown, not changed. */
  fixed: ProfileRef | null;
  chosen: ProfileRef | null;
  onChoose(person: ProfileRef | null): void;
  error: string | undefined;
};

/** The writer a brief asks, found with the people autocomplete (SPEC §7, type C: people). */
export function CreatorPicker({ fixed, chosen, onChoose, error }: Props) {
  const t = useT();
  const messageId = useId();
  if (fixed)
    return <p>{t('contentRequests.form.creatorChosen', { name: fixed.displayName || fixed.username })}</p>;
  if (chosen)
    return (
      <p className="brief-creator">
        {t('contentRequests.form.creatorChosen', { name: chosen.displayName || chosen.username })}{' '}
        <button type="button" className="button button-link" onClick={() => onChoose(null)}>
          {t('contentRequests.form.creatorChange')}
        </button>
      </p>
    );
  return (
    <div className="brief-creator-picker" data-field="creatorId">
      <Autocomplete
        route="POST /api2/people/autocomplete"
        payload={{ type: 'C', limit: AUTOCOMPLETE.usersLimit }}
        toOptions={(data) =>
          data.people.map((person) => ({
            id: String(person.userId),
            label: person.displayName || person.username,
            description: `@${person.username}`,
          }))
        }
        onSelect={(option) =>
          onChoose({
            userId: Number(option.id),
            username: '',
            displayName: option.label,
            photoPath: null,
            userType: 1,
          })
        }
        label={t('contentRequests.form.creator')}
        placeholder={t('contentRequests.form.creatorPlaceholder')}
        name="creator"
      />
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
