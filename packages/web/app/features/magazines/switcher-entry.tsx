import type { SwitcherEntry } from '@masthead/core';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { Avatar } from '../../ui/avatar';
import { formatDate } from '../content/format';
import { roleKey } from './role-label';
import { SwitcherMenu } from './switcher-menu';

/** What a switcher entry's controls call back (the switcher dialog does the work). */
export type EntryHandlers = {
  onChoose(entry: SwitcherEntry): void;
  onMenu(entry: Extract<SwitcherEntry, { kind: 'magazine' }>): void;
  onReopen(entry: Extract<SwitcherEntry, { kind: 'magazine' }>): void;
};

/** Every entry's main control carries this, for the arrow keys. */
export const ITEM_SELECTOR = '[data-switcher-item]';

export const entryName = (entry: SwitcherEntry) => entry.displayName || entry.username;

/** The role line: 'Personal Magazine' for the viewer's own profile (SPEC §6), else the role's name. */
export function useEntryRole() {
  const { t } = useI18n();
  return (entry: SwitcherEntry) => {
    if (entry.kind === 'personal') return t('switcher.personal');
    if (entry.kind === 'magazine' && entry.primaryOwner) return t('magazines.role.primaryOwner');
    return t(roleKey(entry.role));
  };
}

/** The entry's name and picture: a link in link mode, a button where choosing it is an action. */
export function EntryMain({
  entry,
  avatarSize,
  subtitle,
  onChoose,
}: {
  entry: SwitcherEntry;
  avatarSize: 36 | 60;
  subtitle?: string;
  onChoose: EntryHandlers['onChoose'];
}) {
  const { t } = useI18n();
  const name =
    entry.kind === 'publisher' ? t('switcher.publishAs', { name: entryName(entry) }) : entryName(entry);
  const body = (
    <>
      <Avatar name={entryName(entry)} photoPath={entry.photoPath} size={avatarSize} />
      <span className="switcher-entry-text">
        <span className="switcher-entry-name">{name}</span>
        {subtitle && <span className="switcher-entry-subtitle">{subtitle}</span>}
        {entry.acting && <span className="switcher-current">{t('switcher.current')}</span>}
      </span>
    </>
  );
  if (entry.kind === 'magazine' && entry.closed)
    return (
      <span className="switcher-entry-main is-static" data-switcher-item tabIndex={-1}>
        {body}
      </span>
    );
  if (entry.href)
    return (
      <Link
        className="switcher-entry-main"
        to={entry.href}
        data-switcher-item
        aria-current={entry.acting || undefined}
      >
        {body}
      </Link>
    );
  return (
    <button
      type="button"
      className="switcher-entry-main"
      data-switcher-item
      aria-current={entry.acting || undefined}
      onClick={() => onChoose(entry)}
    >
      {body}
    </button>
  );
}

/** The business's menu, or for a closed one 'Closed — Reopen until {date}' and Reopen. */
export function EntryActions({
  entry,
  handlers,
}: {
  entry: SwitcherEntry;
  handlers: Pick<EntryHandlers, 'onMenu' | 'onReopen'>;
}) {
  const { t, lang } = useI18n();
  if (entry.kind !== 'magazine') return null;
  if (entry.closed)
    return (
      <span className="switcher-closed">
        <span>{t('switcher.closedUntil', { date: formatDate(lang, entry.closed.reopenUntil) })}</span>
        {entry.closed.canReopen && (
          <button
            type="button"
            className="button button-secondary switcher-reopen"
            aria-label={t('switcher.reopenName', { name: entryName(entry) })}
            onClick={() => handlers.onReopen(entry)}
          >
            {t('switcher.reopen')}
          </button>
        )}
      </span>
    );
  if (!entry.menu) return null;
  return <SwitcherMenu name={entryName(entry)} action={entry.menu} onSelect={() => handlers.onMenu(entry)} />;
}
