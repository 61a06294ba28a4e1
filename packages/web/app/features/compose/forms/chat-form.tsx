import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { StandardInput } from '../../../ui/standard-input';
import {
  CHAT_LINES_MAX,
  CHAT_SPEAKERS_MAX,
  type ChatState,
  duplicateSpeakers,
  type Line,
  nextSpeaker,
  readChat,
  SPEAKER_MAX,
  type Speaker,
  TEXT_MAX,
  writeChat,
} from './chat-model';
import { FormError, useErrorAt } from './form-errors';
import { replaceRow } from './form-helpers';
import { RowCard, RowListEditor } from './row-list-editor';
import type { TypeFormProps } from './type-form';
import { TypeFormSection } from './type-form-section';
import { useExtraState } from './use-extra-state';

type Update = (change: (state: ChatState) => ChatState) => void;
type EditorProps = { state: ChatState; update: Update; newKey: () => number; disabled: boolean };

/** ctype 106: the people in the conversation, then its lines (each said by one of them). */
export function ChatForm({ extra, onChange, errors, disabled }: TypeFormProps) {
  const t = useT();
  const headingId = useId();
  const [state, update, newKey] = useExtraState(extra, onChange, readChat, writeChat);
  return (
    <TypeFormSection headingId={headingId} title={t('forms.chat.heading')} intro={t('forms.chat.intro')}>
      <fieldset className="tf-group">
        <legend className="tf-group-title">{t('forms.chat.speakers')}</legend>
        <SpeakersEditor state={state} update={update} newKey={newKey} disabled={disabled} />
      </fieldset>
      <fieldset className="tf-group">
        <legend className="tf-group-title">{t('forms.chat.lines')}</legend>
        <LinesEditor state={state} update={update} newKey={newKey} disabled={disabled} errors={errors} />
      </fieldset>
    </TypeFormSection>
  );
}

/** A speaker's name as the lines' select shows it: the name given, else 'Person 2'. */
function useSpeakerName() {
  const t = useT();
  return (speaker: Speaker, index: number) =>
    speaker.name.trim() || t('forms.chat.speaker', { number: index + 1 });
}

/** The people: a name each (told apart from the others), removable while they say no line. */
function SpeakersEditor({ state, update, newKey, disabled }: EditorProps) {
  const t = useT();
  const speakerName = useSpeakerName();
  const { speakers, lines } = state;
  const duplicates = duplicateSpeakers(speakers);
  return (
    <RowListEditor
      rows={speakers}
      onRowsChange={(next) => update((current) => ({ ...current, speakers: next(current.speakers) }))}
      newRow={() => ({ key: newKey(), name: '' })}
      addLabel={t('forms.chat.addSpeaker')}
      max={CHAT_SPEAKERS_MAX}
      disabled={disabled}
      layout="inline"
    >
      {(speaker, { index, removeButton }) => {
        const speaks = lines.some((line) => line.speaker === speaker.key);
        return (
          <>
            <StandardInput
              field={{
                fieldName: `speakers.${index}`,
                label: t('forms.chat.speaker', { number: index + 1 }),
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
                  speakers: replaceRow(current.speakers, index, { ...speaker, name: String(value ?? '') }),
                }))
              }
            />
            <div className="tf-row-actions">
              {removeButton(speakerName(speaker, index), speaks || speakers.length <= 1)}
            </div>
          </>
        );
      }}
    </RowListEditor>
  );
}

/** The lines, in order: who says it (one of the people) and what. */
function LinesEditor({
  state,
  update,
  newKey,
  disabled,
  errors,
}: EditorProps & { errors: Record<string, string> }) {
  const t = useT();
  const errorAt = useErrorAt(errors);
  const speakerName = useSpeakerName();
  const { speakers, lines } = state;
  const speakerOptions = speakers.map((speaker, index) => ({
    value: String(speaker.key),
    label: speakerName(speaker, index),
  }));
  const setLine = (index: number, change: Partial<Line>) =>
    update((current) => {
      const line = current.lines[index];
      return line ? { ...current, lines: replaceRow(current.lines, index, { ...line, ...change }) } : current;
    });

  return (
    <RowListEditor
      rows={lines}
      onRowsChange={(next) => update((current) => ({ ...current, lines: next(current.lines) }))}
      newRow={() => ({ key: newKey(), speaker: nextSpeaker(state), text: '' })}
      addLabel={t('forms.chat.addLine')}
      max={CHAT_LINES_MAX}
      disabled={disabled}
      focusField="textarea"
      errors={<FormError message={errorAt('messages')} />}
    >
      {(line, { index, actions }) => {
        const name = t('forms.chat.line', { number: index + 1 });
        const path = `messages.${index}`;
        return (
          <RowCard name={name} actions={actions(name, lines.length <= 1)} className="tf-chat-line">
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
          </RowCard>
        );
      }}
    </RowListEditor>
  );
}
