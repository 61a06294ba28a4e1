import type { SwitcherEntry } from '@masthead/core';
import { useT } from '../../lib/i18n';
import { arrowFocusHandler } from '../../ui/use-arrow-focus';
import { EntryActions, type EntryHandlers, EntryMain, ITEM_SELECTOR, useEntryRole } from './switcher-entry';

type ViewProps = { entries: SwitcherEntry[]; handlers: EntryHandlers };

const keyOf = (entry: SwitcherEntry) => `${entry.kind}-${entry.userId}`;

/** Card view: one card per profile, with its role and plan. */
export function SwitcherCards({ entries, handlers }: ViewProps) {
  const t = useT();
  const roleOf = useEntryRole();
  return (
    <ul className="switcher-cards" onKeyDown={arrowFocusHandler(ITEM_SELECTOR)}>
      {entries.map((entry) => (
        <li
          key={keyOf(entry)}
          className={`switcher-card${entry.acting ? ' is-acting' : ''}${
            entry.kind === 'magazine' && entry.closed ? ' is-closed' : ''
          }`}
        >
          <EntryMain
            entry={entry}
            avatarSize={60}
            subtitle={
              entry.kind === 'magazine' ? `${roleOf(entry)} · ${t(entry.planLabelKey)}` : roleOf(entry)
            }
            onChoose={handlers.onChoose}
          />
          <EntryActions entry={entry} handlers={handlers} />
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 list view: the columns Business, Plan and Role. */
export function SwitcherTable({ entries, handlers }: ViewProps) {
  const t = useT();
  const roleOf = useEntryRole();
  return (
    <div className="switcher-table-frame">
      <table className="switcher-table" onKeyDown={arrowFocusHandler(ITEM_SELECTOR)}>
        <thead>
          <tr>
            <th scope="col">{t('switcher.column.business')}</th>
            <th scope="col">{t('switcher.column.plan')}</th>
            <th scope="col">{t('switcher.column.role')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('switcher.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={keyOf(entry)} className={entry.acting ? 'is-acting' : undefined}>
              <th scope="row">
                <EntryMain entry={entry} avatarSize={36} onChoose={handlers.onChoose} />
              </th>
              <td>{entry.kind === 'magazine' ? t(entry.planLabelKey) : '—'}</td>
              <td>{roleOf(entry)}</td>
              <td>
                <EntryActions entry={entry} handlers={handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
