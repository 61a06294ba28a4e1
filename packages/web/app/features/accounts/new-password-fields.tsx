import { LIMITS } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { TextField } from '../../ui/text-field';

/** A text field as an account form binds it (`form.field(name)`). */
type BoundField = {
  name: string;
  value: string;
  onValueChange(value: string): void;
  onBlur(): void;
  error: string | undefined;
};

/** A new password and its confirmation: hidden as typed, the length rule under the first. */
export function NewPasswordFields({
  password,
  confirmation,
  labels,
}: {
  password: BoundField;
  confirmation: BoundField;
  labels: { password: string; confirmation: string };
}) {
  const t = useT();
  return (
    <>
      <TextField
        {...password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
        hint={t('validation.password.length')}
      />
      <TextField
        {...confirmation}
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
      />
    </>
  );
}
