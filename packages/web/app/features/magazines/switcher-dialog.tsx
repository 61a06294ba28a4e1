import { type SwitcherEntry, switcherEntries } from '@masthead/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { alert } from '../../ui/alert-popup';
import { Modal } from '../../ui/modal';
import { switchProfile } from './magazines-api';
import { type EntryHandlers, entryName } from './switcher-entry';
import { SwitcherCards, SwitcherTable } from './switcher-views';
import { useMembershipActions } from './use-membership-actions';
import { useSwitcherLayout, useSwitcherView } from './use-switcher-view';
import './switcher.css';

export type SwitcherDialogProps = {
  /** switch: an entry becomes the session's acting profile; link: an entry goes to its dashboard. */
  mode: 'switch' | 'link';
  /** Defaults to SPEC §2's 'Select a Magazine'. */
  title?: string;
  /** After a switch: go here; without it the page reloads (SPEC §2). A path on this site. */
  afterSwitchUrl?: string;
  onClose(): void;
};

/**
 * SPEC §2 / §6 profile switcher: the viewer's own profile ('Personal Magazine') and businesses, as cards
 * or as a list (Business, Plan, Role), each business with its leave or close menu, and 'Add a Business'.
 */
export function SwitcherDialog({ mode, title, afterSwitchUrl, onClose }: SwitcherDialogProps) {
  const t = useT();
  const root = useRootData();
  const { load, reload } = useSwitcherView();
  const { layout, toggle } = useSwitcherLayout();
  const actions = useMembershipActions();
  const [switching, setSwitching] = useState(false);
  const location = useLocation();
  const openedAt = useRef(location.key);

  // A link taken from the switcher (a dashboard, Add a Business) closes it on the new page.
  useEffect(() => {
    if (location.key !== openedAt.current) onClose();
  }, [location.key, onClose]);

  const viewer = root?.viewer;
  const entries =
    load.status === 'ready' && viewer
      ? switcherEntries(load.view, {
          flavour: root.flavour,
          mode,
          viewer: { userId: viewer.userId, masterAdmin: viewer.masterAdmin },
        })
      : [];

  const onChoose = async (entry: SwitcherEntry) => {
    if (entry.acting) return onClose();
    setSwitching(true);
    const result = await switchProfile(entry.userId);
    if (!result.ok) {
      setSwitching(false);
      await alert(t('switcher.switchError'));
      return;
    }
    if (afterSwitchUrl?.startsWith('/') && !afterSwitchUrl.startsWith('//'))
      window.location.assign(afterSwitchUrl);
    else window.location.reload();
  };

  // After a change the switcher closes, so that its message (and Undo) shows on the page.
  const handlers: EntryHandlers = {
    onChoose: (entry) => void onChoose(entry),
    onMenu: async (entry) => {
      const target = { magazineUserId: entry.userId, name: entryName(entry) };
      const done = entry.menu === 'close' ? await actions.close(target) : await actions.leave(target);
      if (done) onClose();
    },
    onReopen: async (entry) => {
      if (await actions.reopen({ magazineUserId: entry.userId, name: entryName(entry) })) onClose();
      else reload();
    },
  };

  return (
    <Modal open onClose={onClose} title={title ?? t('switcher.title')} className="modal-switcher">
      <div className="switcher-toolbar">
        <button type="button" className="button button-secondary" onClick={toggle}>
          {layout === 'card' ? t('switcher.viewList') : t('switcher.viewCard')}
        </button>
        <Link className="button button-primary" to="/create_business.html">
          {t('switcher.addBusiness')}
        </Link>
      </div>
      <div className="switcher-content" aria-busy={load.status === 'loading' || switching}>
        {load.status === 'loading' && (
          <p className="muted" role="status">
            {t('switcher.loading')}
          </p>
        )}
        {load.status === 'failed' && (
          <div className="switcher-failed" role="alert">
            <p>{t('switcher.loadFailed')}</p>
            <button type="button" className="button button-secondary" onClick={reload}>
              {t('switcher.retry')}
            </button>
          </div>
        )}
        {load.status === 'ready' &&
          (layout === 'card' ? (
            <SwitcherCards entries={entries} handlers={handlers} />
          ) : (
            <SwitcherTable entries={entries} handlers={handlers} />
          ))}
        {load.status === 'ready' && !entries.some((entry) => entry.kind !== 'personal') && (
          <p className="muted">{t('switcher.empty')}</p>
        )}
        {switching && (
          <p className="muted" role="status">
            {t('switcher.switching')}
          </p>
        )}
      </div>
    </Modal>
  );
}
