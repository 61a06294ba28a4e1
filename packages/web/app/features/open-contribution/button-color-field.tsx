import { buttonColorOf } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { FieldFrame } from '../../ui/field-frame';

/**
 * The button's colour: a colour well and its text (hex or rgb(), as the colour picker makes, SPEC §5),
 * checked by core's colour rules as the server checks it.
 */
export function ButtonColorField({
  value,
  onChange,
  error,
  readOnly,
}: {
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  readOnly: boolean;
}) {
  const t = useT();
  return (
    <FieldFrame
      label={t('openContribution.settings.buttonColor')}
      error={error}
      hint={t('openContribution.settings.buttonColorHint')}
      dataField="openContributionButtonColor"
    >
      {(control) => (
        <div className="oc-color-field">
          <input
            type="color"
            className="oc-color-well"
            aria-label={t('openContribution.settings.buttonColorPick')}
            value={buttonColorOf(value) ?? '#000000'}
            disabled={readOnly}
            onChange={(event) => onChange(event.target.value)}
          />
          <input
            {...control}
            type="text"
            className="field-input"
            value={value}
            readOnly={readOnly}
            spellCheck={false}
            autoCapitalize="none"
            maxLength={40}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </FieldFrame>
  );
}
