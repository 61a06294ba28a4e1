import { OPEN_CONTRIBUTION_MESSAGES, type OpenContributionMessage } from '@masthead/core';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { FieldMessage } from '../../ui/field-frame';
import { RichTextEditor } from '../compose/rich-text-editor';
import type { SettingsValues } from './settings-values';

const LABELS = {
  signUpMessage: 'openContribution.settings.signUpMessage',
  submitStoryMessage: 'openContribution.settings.submitStoryMessage',
  submittedMessage: 'openContribution.settings.submittedMessage',
} as const satisfies Record<OpenContributionMessage, string>;

/**
 * SPEC §3's three rich-text messages, one per popup, in the compose editor's light mode (text, lists,
 * quotes and links). The server sanitises them before it stores them.
 */
export function MessageFields({
  values,
  change,
  errors,
  readOnly,
}: {
  values: SettingsValues;
  change(change: Partial<SettingsValues>): void;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  return (
    <div>
      {OPEN_CONTRIBUTION_MESSAGES.map((name) => (
        <MessageField
          key={name}
          name={name}
          initialHtml={values[name]}
          onChange={(html) => change({ [name]: html })}
          error={errors[name]}
          readOnly={readOnly}
        />
      ))}
    </div>
  );
}

function MessageField({
  name,
  initialHtml,
  onChange,
  error,
  readOnly,
}: {
  name: OpenContributionMessage;
  initialHtml: string;
  onChange(html: string): void;
  error: string | undefined;
  readOnly: boolean;
}) {
  const t = useT();
  const labelId = useId();
  const messageId = useId();
  return (
    <div className="oc-message-field" data-field={name}>
      <span id={labelId} className="field-label">
        {t(LABELS[name])}
      </span>
      <RichTextEditor
        initialHtml={initialHtml}
        onChange={onChange}
        labelId={labelId}
        describedBy={messageId}
        invalid={Boolean(error)}
        placeholder={t('openContribution.settings.messagePlaceholder')}
        disabled={readOnly}
        compact
        light
      />
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
