import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { StandardInput } from '../../../ui/standard-input';
import {
  arrayOf,
  type Extra,
  type KeySource,
  keySource,
  recordOf,
  replaceRow,
  stringOf,
} from './form-helpers';
import {
  AddRow,
  FormError,
  RemoveButton,
  RowActions,
  TypeFormSection,
  useErrorAt,
  useExtraState,
  useFocusAfterChange,
  useRowEditing,
} from './form-parts';
import type { TypeFormProps } from './type-form';

/** Bounds of core ZChatExtra, and how many people one conversation names. */
export const CHAT_LINES_MAX = 200;
export const CHAT_SPEAKERS_MAX = 20;
const SPEAKER_MAX = 60;
const TEXT_MAX = 2000;

type Speaker = { key: number; name: string };
type Line = { key: number; speaker: number | null; text: string };
export type ChatState = { speakers: Speaker[]; lines: Line[] };

/**
 * The speakers are not stored apart from the lines: they are read back from the lines' names, in the
 * order they first speak (a new conversation starts with two people and one line).
 */
export function readChat(extra: Extra, key: KeySource = keySource()): ChatState {
  const speakers: Speaker[] = [];
  const lines: Line[] = arrayOf(extra.messages).map((item) => {
    const value = recordOf(item);
    const name = stringOf(value.speaker);
    let speaker = speakers.find((s) => s.name === name);
    if (!speaker) {
      speaker = { key: key(), name };
      speakers.push(speaker);
    }
    return { key: key(), speaker: speaker.key, text: stringOf(value.text) };
  });
  while (speakers.length < 2) speakers.push({ key: key(), name: '' });
  if (lines.length === 0) lines.push({ key: key(), speaker: speakers[0]?.key ?? null, text: '' });
  return { speakers, lines };
}

/** ctype 106 extra: `{ messages: { speaker, text }[] }`, each line naming its speaker. */
export const writeChat = (state: ChatState): Extra => ({
  messages: state.lines.map((line) => ({
    speaker: state.speakers.find((s) => s.key === line.speaker)?.name.trim() ?? '',
    text: line.text,
  })),
});

/** The speaker a new line starts with: whoever did not say the line before it. */
export function nextSpeaker(state: ChatState): number | null {
  const previous = state.lines.at(-1)?.speaker ?? null;
  return (state.speakers.find((s) => s.key !== previous) ?? state.speakers[0])?.key ?? null;
}

/** Speakers whose name another speaker above already has (two people must be told apart). */
export const duplicateSpeakers = (speakers: Speaker[]) =>
  new Set(
    speakers
      .filter(
        (s, i) => s.name.trim() !== '' && speakers.findIndex((o) => o.name.trim() === s.name.trim()) < i,
      )
      .map((s) => s.key),
  );

/** ctype 106: the people in the conversation, then its lines (each said by one of them). */
export function ChatForm({ extra, onChange, errors, disabled }: TypeFormProps) {
  const t = useT();
  const headingId = useId();
  const errorAt = useErrorAt(errors);
  const speakersFocus = useFocusAfterChange();
  const linesFocus = useFocusAfterChange();
  const [state, update, newKey] = useExtraState(extra, onChange, readChat, writeChat);
  const { speakers, lines } = state;
  const duplicates = duplicateSpeakers(speakers);
  const speakerName = (speaker: Speaker, index: number) =>
    speaker.name.trim() || t('forms.chat.speaker', { number: index + 1 });

  const speakerEditing = useRowEditing(
    speakers,
    (next) => update((current) => ({ ...current, speakers: next(current.speakers) })),
    speakersFocus.focus,
  );
  const addSpeaker = () => speakerEditing.add({ key: newKey(), name: '' });
  const removeSpeaker = speakerEditing.remove;
  const setLine = (index: number, change: Partial<Line>) =>
    update((current) => {
      const line = current.lines[index];
      return line ? { ...current, lines: replaceRow(current.lines, index, { ...line, ...change }) } : current;
    });
  const lineEditing = useRowEditing(
    lines,
    (next) => update((current) => ({ ...current, lines: next(current.lines) })),
    linesFocus.focus,
    'textarea',
  );
  const addLine = () => lineEditing.add({ key: newKey(), speaker: nextSpeaker(state), text: '' });
  const { move: moveLine, remove: removeLine } = lineEditing;

  const speakerOptions = speakers.map((speaker, index) => ({
    value: String(speaker.key),
    label: speakerName(speaker, index),
  }));

  return (
    <TypeFormSection headingId={headingId} title={t('forms.chat.heading')} intro={t('forms.chat.intro')}>
      <fieldset className="tf-group">
        <legend className="tf-group-title">{t('forms.chat.speakers')}</legend>
        <div ref={speakersFocus.container}>
          <ol className="tf-rows tf-rows-compact">
            {speakers.map((speaker, index) => {
              const name = t('forms.chat.speaker', { number: index + 1 });
              const speaks = lines.some((line) => line.speaker === speaker.key);
              return (
                <li key={speaker.key} className="tf-row tf-inline-row" data-row={speaker.key}>
                  <StandardInput
                    field={{
                      fieldName: `speakers.${index}`,
                      label: name,
                      type: 'text',
                      value: speaker.name,
                      maxLength: SPEAKER_MAX,
                      isRequired: speaks,
                    }}
                    showCount={false}
                    error={duplicates.has(speaker.key) ? t('forms.chat.duplicate') : null}
                    disabled={disabled}
                    onChange={(value) =>
                      update((current) => ({
                        ...current,
                        speakers: replaceRow(current.speakers, index, {
                          ...speaker,
                          name: String(value ?? ''),
                        }),
                      }))
                    }
                  />
                  <div className="tf-row-actions">
                    <RemoveButton
                      name={speakerName(speaker, index)}
                      disabled={disabled || speaks || speakers.length <= 1}
                      onRemove={() => removeSpeaker(index)}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          <AddRow
            label={t('forms.chat.addSpeaker')}
            count={speakers.length}
            max={CHAT_SPEAKERS_MAX}
            disabled={disabled}
            onAdd={addSpeaker}
          />
        </div>
      </fieldset>
      <fieldset className="tf-group">
        <legend className="tf-group-title">{t('forms.chat.lines')}</legend>
        <div ref={linesFocus.container}>
          <ol className="tf-rows">
            {lines.map((line, index) => {
              const name = t('forms.chat.line', { number: index + 1 });
              const path = `messages.${index}`;
              return (
                <li key={line.key} className="tf-row" data-row={line.key}>
                  <fieldset className="tf-card tf-chat-line">
                    <legend className="tf-card-title">{name}</legend>
                    <RowActions
                      rowKey={line.key}
                      index={index}
                      count={lines.length}
                      name={name}
                      disabled={disabled}
                      keep={lines.length <= 1}
                      onMove={moveLine}
                      onRemove={removeLine}
                    />
                    <StandardInput
                      field={{
                        fieldName: `${path}.speaker`,
                        label: t('forms.chat.who'),
                        type: 'select',
                        value: line.speaker === null ? '' : String(line.speaker),
                        options: speakerOptions,
                        isRequired: true,
                      }}
                      error={errorAt(`${path}.speaker`)}
                      disabled={disabled}
                      onChange={(value) => {
                        const key = Number(value);
                        setLine(index, { speaker: speakers.some((s) => s.key === key) ? key : null });
                      }}
                    />
                    <StandardInput
                      field={{
                        fieldName: `${path}.text`,
                        label: t('forms.chat.text'),
                        type: 'textarea',
                        value: line.text,
                        maxLength: TEXT_MAX,
                        isRequired: true,
                      }}
                      error={errorAt(`${path}.text`)}
                      disabled={disabled}
                      onChange={(value) => setLine(index, { text: String(value ?? '') })}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <FormError message={errorAt('messages')} />
          <AddRow
            label={t('forms.chat.addLine')}
            count={lines.length}
            max={CHAT_LINES_MAX}
            disabled={disabled}
            onAdd={addLine}
          />
        </div>
      </fieldset>
    </TypeFormSection>
  );
}
