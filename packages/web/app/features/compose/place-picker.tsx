import { useT } from '../../lib/i18n';
import { FieldFrame } from '../../ui/field-frame';
import { Autocomplete } from '../search/autocomplete';
import { ComposeChip, ComposeChips } from './compose-chips';

type Place = { locationId: number; name: string };

/** An optional place (SPEC §3 location), picked from the place autocomplete. */
export function PlacePicker({
  place,
  onChange,
  error,
}: {
  place: Place | null;
  onChange: (place: Place | null) => void;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <FieldFrame
      group
      label={t('compose.field.place')}
      className="field-group compose-field"
      dataField="place"
      error={error}
      hint={t('compose.field.placeHint')}
    >
      {place ? (
        <ComposeChips>
          <ComposeChip
            name={place.name}
            removeLabel={t('compose.field.removePlace', { place: place.name })}
            onRemove={() => onChange(null)}
          />
        </ComposeChips>
      ) : (
        <Autocomplete
          route="POST /api2/location/autocomplete/all"
          toOptions={(data) =>
            data.locations.map((location) => ({
              id: String(location.locationId),
              label: location.name,
              description: [location.state, location.country].filter(Boolean).join(', '),
            }))
          }
          onSelect={(option) => onChange({ locationId: Number(option.id), name: option.label })}
          label={t('compose.field.placeSearch')}
          hideLabel
          placeholder={t('compose.field.placeSearch')}
          clearOnSelect
        />
      )}
    </FieldFrame>
  );
}
