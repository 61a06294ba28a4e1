import {
  COMPOSE_TOPICS_MAX,
  CURRENCIES,
  type Currency,
  LANGUAGE_NAMES,
  LIMITS,
  type LocationSuggestion,
  PREMIUM_PRICE_MAX_MINOR,
  PREMIUM_PRICE_MIN_MINOR,
  type TopicRef,
  type TopicSuggestion,
  UI_LANGUAGES,
  type UiLanguage,
} from '@masthead/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../lib/i18n';
import { CheckboxField } from '../accounts/fields';
import { Autocomplete } from '../search/autocomplete';
import type { AutosaveStatus } from './autosave';
import { isCurrency, parsePrice, priceInRange, priceText, titleTooLong } from './draft-model';

/** The line under a field: its error (announced) or its hint, and an optional counter. */
export function FieldMessage({
  id,
  error,
  hint,
  aside,
}: {
  id: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="field-message-line">
      {error ? (
        <p id={id} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={id} className="field-hint">
          {hint}
        </p>
      )}
      {aside}
    </div>
  );
}

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
 * SPEC §5 'Title shorter than 255' with a live counter; 'Title too long' (SPEC §8) from 255 characters.
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
  const id = useId();
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
    <div
      className={compact ? 'field compose-title compose-title-compact' : 'field compose-title'}
      data-field="title"
    >
      <label htmlFor={id} className="visually-hidden">
        {t('compose.field.title')}
      </label>
      <textarea
        ref={ref}
        id={id}
        name="title"
        className="compose-title-input"
        rows={1}
        placeholder={t('compose.field.title')}
        value={value}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-message`}
        onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, ' '))}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          if (!event.shiftKey) focusNextField(event.currentTarget);
        }}
      />
      <FieldMessage
        id={`${id}-message`}
        error={message}
        aside={
          <span className={over ? 'field-counter is-over' : 'field-counter'}>
            {t('compose.field.titleCount', { count: length, max: LIMITS.titleMax })}
          </span>
        }
      />
    </div>
  );
}

/** Topics (SPEC §3): chips that can be removed, and a topic autocomplete while fewer than the maximum. */
export function TopicPicker({
  topics,
  onChange,
  error,
}: {
  topics: TopicRef[];
  onChange: (topics: TopicRef[]) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const full = topics.length >= COMPOSE_TOPICS_MAX;
  return (
    <fieldset
      className="field-group compose-field"
      data-field="topics"
      data-field-invalid={error ? '' : undefined}
      aria-describedby={`${id}-message`}
    >
      <legend className="field-label">{t('compose.field.topics')}</legend>
      {topics.length > 0 && (
        <ul className="compose-chips">
          {topics.map((topic) => (
            <li key={topic.topicId} className="compose-chip">
              <span>{topic.title}</span>
              <button
                type="button"
                className="compose-chip-remove"
                aria-label={t('compose.field.removeTopic', { topic: topic.title })}
                onClick={() => onChange(topics.filter((other) => other.topicId !== topic.topicId))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <Autocomplete<{ topics: TopicSuggestion[] }>
          endpoint="/api2/topic/autocomplete"
          // Any topic may carry a story, not only those with five of them already.
          payload={{ min_articles: 0 }}
          toOptions={(data) =>
            data.topics
              .filter((suggestion) => !topics.some((topic) => topic.topicId === suggestion.topicId))
              .map((suggestion) => ({
                id: String(suggestion.topicId),
                label: suggestion.title,
                description: t('compose.field.topicStories', { count: suggestion.articleCount }),
              }))
          }
          onSelect={(option) => {
            const topicId = Number(option.id);
            if (topics.some((topic) => topic.topicId === topicId) || topics.length >= COMPOSE_TOPICS_MAX)
              return;
            onChange([...topics, { topicId, title: option.label, highLight: false }]);
          }}
          label={t('compose.field.topicsSearch')}
          hideLabel
          placeholder={t('compose.field.topicsSearch')}
          clearOnSelect
        />
      )}
      <FieldMessage
        id={`${id}-message`}
        error={error}
        hint={
          full
            ? t('compose.field.topicsFull', { max: COMPOSE_TOPICS_MAX })
            : t('compose.field.topicsHint', { max: COMPOSE_TOPICS_MAX })
        }
      />
    </fieldset>
  );
}

/** An optional place (SPEC §3 location), picked from the place autocomplete. */
export function PlacePicker({
  place,
  onChange,
  error,
}: {
  place: { locationId: number; name: string } | null;
  onChange: (place: { locationId: number; name: string } | null) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset
      className="field-group compose-field"
      data-field="place"
      data-field-invalid={error ? '' : undefined}
      aria-describedby={`${id}-message`}
    >
      <legend className="field-label">{t('compose.field.place')}</legend>
      {place ? (
        <ul className="compose-chips">
          <li className="compose-chip">
            <span>{place.name}</span>
            <button
              type="button"
              className="compose-chip-remove"
              aria-label={t('compose.field.removePlace', { place: place.name })}
              onClick={() => onChange(null)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        </ul>
      ) : (
        <Autocomplete<{ locations: LocationSuggestion[] }>
          endpoint="/api2/location/autocomplete/all"
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
      <FieldMessage id={`${id}-message`} error={error} hint={t('compose.field.placeHint')} />
    </fieldset>
  );
}

export function LanguageSelect({
  value,
  onChange,
  error,
}: {
  value: UiLanguage;
  onChange: (lang: UiLanguage) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="field compose-field compose-lang" data-field="lang">
      <label htmlFor={id} className="field-label">
        {t('compose.field.language')}
      </label>
      <select
        id={id}
        className="field-input field-select"
        value={value}
        aria-describedby={error ? `${id}-message` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const next = UI_LANGUAGES.find((lang) => lang === event.target.value);
          if (next) onChange(next);
        }}
      >
        {UI_LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
      {error ? <FieldMessage id={`${id}-message`} error={error} /> : null}
    </div>
  );
}

/** Premium (DESIGN §4: a flag on any content) with its price in major units and currency. */
export function PremiumFields({
  premium,
  price,
  currency,
  onChange,
  errors,
}: {
  premium: boolean;
  price: string;
  currency: Currency;
  onChange: (patch: { premium?: boolean; price?: string; currency?: Currency }) => void;
  errors: { price?: string | undefined; currency?: string | undefined; premium?: string | undefined };
}) {
  const t = useT();
  const id = useId();
  const parsed = parsePrice(price);
  const local =
    premium && price.trim() !== '' && !priceInRange(parsed)
      ? t('compose.field.priceInvalid', {
          min: priceText(PREMIUM_PRICE_MIN_MINOR),
          max: priceText(PREMIUM_PRICE_MAX_MINOR),
        })
      : null;
  const priceError = local ?? errors.price;
  return (
    <div className="compose-premium" data-field="premium">
      <CheckboxField
        switch
        label={t('compose.field.premium')}
        description={errors.premium ?? t('compose.field.premiumHint')}
        checked={premium}
        onCheckedChange={(checked) => onChange({ premium: checked })}
      />
      {premium && (
        <div className="compose-price">
          <div className="field" data-field="price">
            <label htmlFor={`${id}-price`} className="field-label">
              {t('compose.field.price')}
            </label>
            <input
              id={`${id}-price`}
              className="field-input"
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              placeholder="4.99"
              value={price}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={`${id}-price-message`}
              onChange={(event) => onChange({ price: event.target.value.replace(/[^\d.,]/g, '') })}
            />
            <FieldMessage id={`${id}-price-message`} error={priceError} />
          </div>
          <div className="field" data-field="currency">
            <label htmlFor={`${id}-currency`} className="field-label">
              {t('compose.field.currency')}
            </label>
            <select
              id={`${id}-currency`}
              className="field-input compose-currency"
              value={currency}
              aria-invalid={errors.currency ? true : undefined}
              aria-describedby={`${id}-currency-message`}
              onChange={(event) => {
                if (isCurrency(event.target.value)) onChange({ currency: event.target.value });
              }}
            >
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <FieldMessage id={`${id}-currency-message`} error={errors.currency} />
          </div>
        </div>
      )}
    </div>
  );
}

/** SPEC: 'Saving…' / 'Saved' / 'Not saved — retry', announced politely. */
export function SaveStatus({
  status,
  blocked,
  published,
  onRetry,
}: {
  status: AutosaveStatus;
  blocked: boolean;
  published: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  let content: ReactNode = null;
  if (status === 'failed')
    content = (
      <button type="button" className="link-button compose-status-retry" onClick={onRetry}>
        {t('compose.status.failed')}
      </button>
    );
  else if (status === 'saving') content = t('compose.status.saving');
  else if (status === 'saved') content = t('compose.status.saved');
  else if (status === 'pending')
    content = blocked || published ? t('compose.status.unsaved') : t('compose.status.saving');
  return (
    <p className={`compose-status compose-status-${status}`} role="status" aria-live="polite">
      {content}
    </p>
  );
}
