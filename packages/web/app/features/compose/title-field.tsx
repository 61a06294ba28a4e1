import { LIMITS } from '@masthead/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n';
import { FieldFrame } from '../../ui/field-frame';
import { titleTooLong } from './draft-model';

/** Enter in the title goes on to the writing, as in most editors: the next text field or the story. */
function focusNextField(title: HTMLElement) {
  const scope = title.closest('dialog, main') ?? title.ownerDocument.body;
  const fields = scope.querySelectorAll<HTMLElement>(
    'input:not([type="hidden"]):not([type="file"]):not([disabled]), textarea:not([disabled]), [contenteditable="true"]',
  );
  const next = Array.from(fields).find(
    (field) =>
      field !== title && Boolean(title.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  next?.focus();
}

/**
 * SPEC §5 'Title shorter than 255' with a live counter that stops at the limit (typing and pasting
 * stop there); 'Title too long' (SPEC §8) only for an older title already past it.
 * A text area, so a long title wraps, but Enter never adds a line: it moves on to the next field.
 */
export function TitleField({
  value,
  onChange,
  error,
  disabled,
  compact,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  compact?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLTextAreaElement>(null);
  const length = value.trim().length;
  const over = titleTooLong(value);
  const message = over ? t('validation.title.too.long') : error;

  // Grows with its text (one line when empty).
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures again when the text changes.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [value]);

  return (
    <FieldFrame
      label={t('compose.field.title')}
      className={compact ? 'field compose-title compose-title-compact' : 'field compose-title'}
      dataField="title"
      error={message}
      aside={
        <span className={over ? 'field-counter is-over' : 'field-counter'}>
          {t('compose.field.titleCount', { count: length, max: LIMITS.titleMax })}
        </span>
      }
    >
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          name="title"
          className="compose-title-input"
          rows={1}
          placeholder={t('compose.field.titlePlaceholder')}
          value={value}
          disabled={disabled}
          // Issue 13: typing stops at the limit instead of counting past it (a paste is cut there too).
          maxLength={LIMITS.titleMax}
          onChange={(event) =>
            onChange(event.target.value.replace(/[\r\n]+/g, ' ').slice(0, LIMITS.titleMax))
          }
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (!event.shiftKey) focusNextField(event.currentTarget);
          }}
        />
      )}
    </FieldFrame>
  );
}
