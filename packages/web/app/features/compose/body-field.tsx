import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { FieldMessage } from '../../ui/field-frame';
import { RichTextEditor } from './rich-text-editor';

/** The story's rich text with its label and the line under it (the editor draws its own box). */
export function BodyField({
  label,
  initialHtml,
  onChange,
  error,
  compact,
}: {
  label: string;
  initialHtml: string;
  onChange: (body: string) => void;
  error: string | undefined;
  /** A smaller box: beside a type's own form, or in the compose popup. */
  compact: boolean;
}) {
  const t = useT();
  const labelId = useId();
  const messageId = useId();
  return (
    <div className="compose-body" data-field="body">
      <span id={labelId} className="field-label compose-body-label">
        {label}
      </span>
      <RichTextEditor
        initialHtml={initialHtml}
        onChange={onChange}
        labelId={labelId}
        describedBy={messageId}
        invalid={Boolean(error)}
        placeholder={t('compose.editor.placeholder')}
        compact={compact}
      />
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
