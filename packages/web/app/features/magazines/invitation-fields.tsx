import { type ActingRole, INVITATION_DEFAULT_DAYS, INVITATION_MAX_DAYS, isMessageKey } from '@masthead/core';
import type { ApiResult } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { SelectField } from '../../ui/text-field';
import { roleKey } from './role-label';

/** The fields both invitation forms share: the role and how long the invitation stays open. */

/** The expiry choices, in days (at most INVITATION_MAX_DAYS); the default is INVITATION_DEFAULT_DAYS. */
const EXPIRY_DAYS = [1, 3, INVITATION_DEFAULT_DAYS, 14, INVITATION_MAX_DAYS] as const;
export const DEFAULT_EXPIRY = String(INVITATION_DEFAULT_DAYS);

export function RoleField<R extends ActingRole>(props: {
  roles: readonly R[];
  value: R;
  onChange(role: R): void;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('invitations.role.label')}
      name="role"
      value={props.value}
      options={props.roles.map((role) => ({ value: role, label: t(roleKey(role)) }))}
      onValueChange={props.onChange}
    />
  );
}

export function ExpiryField(props: { value: string; onChange(days: string): void }) {
  const t = useT();
  return (
    <SelectField
      label={t('invitations.expires.label')}
      name="expiresInDays"
      value={props.value}
      options={EXPIRY_DAYS.map((days) => ({
        value: String(days),
        label: days === 1 ? t('invitations.expires.oneDay') : t('invitations.expires.days', { count: days }),
      }))}
      onValueChange={props.onChange}
    />
  );
}

/** The message the server gave one field of a refused form, translated; null when it named none. */
export function useFieldError() {
  const t = useT();
  return (result: ApiResult<unknown>, field: string): string | null => {
    if (result.ok) return null;
    const key = result.error.errors?.fields?.[field];
    return key && isMessageKey(key) ? t(key) : null;
  };
}

/** The role a form starts on: writer where it may be given, else the lowest role offered. */
export const startingRole = <R extends ActingRole>(roles: readonly R[]): R =>
  roles.find((role) => role === 'writer') ?? (roles.at(-1) as R);
