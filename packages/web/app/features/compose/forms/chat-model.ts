import { arrayOf, type Extra, type KeySource, keySource, recordOf, stringOf } from './form-helpers';

/** ctype 106's conversation as the chat form holds it: its people and its lines. */

/** Bounds of core ZChatExtra, and how many people one conversation names. */
export const CHAT_LINES_MAX = 200;
export const CHAT_SPEAKERS_MAX = 20;
export const SPEAKER_MAX = 60;
export const TEXT_MAX = 2000;

export type Speaker = { key: number; name: string };
export type Line = { key: number; speaker: number | null; text: string };
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
