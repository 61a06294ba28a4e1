import type { AnswerOf } from '@masthead/core';
import { useState } from 'react';
import { Combobox, type ComboboxOption } from './combobox';
import type { SuggestionRoute } from './search-suggestions';
import { type SuggestionPayload, useAutocomplete } from './use-autocomplete';

export type AutocompleteProps<R extends SuggestionRoute> = {
  /** One of SPEC §7's suggestion calls, e.g. 'POST /api2/location/autocomplete/all'. */
  route: R;
  /** The call's fields besides q (type, limit, onlyNotAdded…). */
  payload?: SuggestionPayload<R>;
  /** The answer's data as options; keep what you need to act on the choice in `id`. */
  toOptions: (data: AnswerOf<R>) => ComboboxOption[];
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
export function Autocomplete<R extends SuggestionRoute>({
  route,
  payload,
  toOptions,
  onSelect,
  label,
  hideLabel,
  placeholder,
  name,
  clearOnSelect,
}: AutocompleteProps<R>) {
  const [value, setValue] = useState('');
  const { state, setQuery } = useAutocomplete(route, payload);
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
