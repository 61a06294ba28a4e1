import { useState } from 'react';
import { Combobox, type ComboboxOption } from './combobox';
import { useAutocomplete } from './use-autocomplete';

export type AutocompleteProps<T> = {
  /** One of SPEC §7's suggestion calls, e.g. /api2/location/autocomplete/all. */
  endpoint: string;
  /** The call's fields besides q (type, limit, onlyNotAdded…). */
  payload?: Record<string, unknown>;
  /** The answer's data as options; keep what you need to act on the choice in `id`. */
  toOptions: (data: T) => ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  name?: string;
  /** Empties the box after a choice (a picker that adds items to a list). */
  clearOnSelect?: boolean;
};

/**
 * A ready combobox over one autocomplete call, for any feature (topic pickers, place and entity
 * fields). For several calls in one list, combine useAutocomplete and Combobox as SearchBox does.
 */
export function Autocomplete<T>({
  endpoint,
  payload,
  toOptions,
  onSelect,
  label,
  hideLabel,
  placeholder,
  name,
  clearOnSelect,
}: AutocompleteProps<T>) {
  const [value, setValue] = useState('');
  const { state, setQuery } = useAutocomplete<T>(endpoint, payload);
  const options = state.status === 'ready' && state.query === value.trim() ? toOptions(state.data) : [];

  return (
    <Combobox
      label={label}
      hideLabel={hideLabel}
      placeholder={placeholder}
      name={name}
      value={value}
      status={state.status}
      options={options}
      onValueChange={(next) => {
        setValue(next);
        setQuery(next);
      }}
      onSelect={(option) => {
        if (clearOnSelect) {
          setValue('');
          setQuery('');
        } else setValue(option.label);
        onSelect(option);
      }}
    />
  );
}
