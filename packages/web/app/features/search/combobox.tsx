import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import './search.css';

export type ComboboxOption = {
  /** Unique within the list. */
  id: string;
  label: string;
  description?: string;
  /** Options of one group are listed together under its label. */
  group?: string;
};

export type ComboboxStatus = 'idle' | 'loading' | 'ready' | 'error';

export type ComboboxProps = {
  label: string;
  /** The label stays for screen readers only (a header box with a placeholder). */
  hideLabel?: boolean;
  name?: string;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: ComboboxOption[];
  status: ComboboxStatus;
  onSelect: (option: ComboboxOption) => void;
  className?: string;
};

/**
 * The WAI-ARIA combobox pattern with a listbox popup: focus stays in the input, the active option is
 * announced through aria-activedescendant, ↑/↓ move, Enter picks, Escape closes (then clears), and a
 * live region says how many suggestions there are. Enter without an active option submits the form
 * the box is in.
 */
export function Combobox({
  label,
  hideLabel,
  name,
  placeholder,
  value,
  onValueChange,
  options,
  status,
  onSelect,
  className,
}: ComboboxProps) {
  const t = useT();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const expanded = open && value.trim() !== '' && (options.length > 0 || status !== 'idle');

  // New suggestions start with none chosen (compared by ids: callers rebuild the array on each render).
  const signature = options.map((option) => option.id).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list changes.
  useEffect(() => setActive(-1), [signature]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  function choose(option: ComboboxOption) {
    setOpen(false);
    setActive(-1);
    onSelect(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        const option = expanded && active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  const groups: { name: string | undefined; items: { option: ComboboxOption; index: number }[] }[] = [];
  options.forEach((option, index) => {
    const last = groups[groups.length - 1];
    if (last && last.name === option.group) last.items.push({ option, index });
    else groups.push({ name: option.group, items: [{ option, index }] });
  });

  const announcement = !expanded
    ? ''
    : status === 'loading' && options.length === 0
      ? t('search.autocomplete.loading')
      : status === 'error' && options.length === 0
        ? t('search.autocomplete.failed')
        : options.length === 0
          ? t('search.autocomplete.none')
          : t('search.autocomplete.count', { count: options.length });

  const renderOption = ({ option, index }: { option: ComboboxOption; index: number }) => (
    // Options are reached with the arrow keys from the input (aria-activedescendant), never by Tab.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input's onKeyDown handles the keyboard.
    <div
      key={option.id}
      id={optionId(index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      className="combobox-option"
      // Keeps focus in the input, so the click lands on the option.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(option)}
      onMouseMove={() => setActive(index)}
    >
      <span className="combobox-option-label">{option.label}</span>
      {option.description && <span className="combobox-option-description">{option.description}</span>}
    </div>
  );

  return (
    <div className={`combobox ${className ?? ''}`}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'combobox-label'}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="search"
        role="combobox"
        className="combobox-input"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setOpen(true);
          onValueChange(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={label} className="combobox-list" hidden={!expanded}>
        {groups.map((group, groupIndex) =>
          group.name ? (
            // A listbox groups its options with role=group; a fieldset would not be allowed inside it.
            // biome-ignore lint/a11y/useSemanticElements: see above.
            <div
              key={group.items[0]?.option.id ?? group.name}
              role="group"
              aria-labelledby={`${baseId}-group-${groupIndex}`}
              className="combobox-group"
            >
              <div id={`${baseId}-group-${groupIndex}`} role="presentation" className="combobox-group-label">
                {group.name}
              </div>
              {group.items.map(renderOption)}
            </div>
          ) : (
            group.items.map(renderOption)
          ),
        )}
        {options.length === 0 && status !== 'idle' && (
          <div className="combobox-empty" aria-hidden="true">
            {announcement}
          </div>
        )}
      </div>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
