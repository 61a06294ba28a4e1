import type { ComposableCtype } from '@masthead/core';

/**
 * The contract between the editor and each content type's own form: the form edits the type-specific
 * part (`extra`) of the draft; the editor saves it with the rest.
 */
export type TypeFormProps = {
  ctype: ComposableCtype;
  extra: Record<string, unknown>;
  onChange: (extra: Record<string, unknown>) => void;
  /** Field errors of the last save or publish, keyed by the path inside extra ('questions.0.question'). */
  errors: Record<string, string>;
  disabled: boolean;
  /** The content's cover photo (a stored path), for the meme's live preview. */
  photoPath?: string | null;
};
