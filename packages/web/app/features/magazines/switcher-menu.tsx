import type { SwitcherMenuAction } from '@masthead/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';

/**
 * SPEC §2: each business's menu in the switcher: 'Close Business' for the primary owner, 'Leave
 * Business' for everyone else. Escape closes the menu (not the switcher) and gives the focus back.
 */
export function SwitcherMenu({
  name,
  action,
  onSelect,
}: {
  name: string;
  action: SwitcherMenuAction;
  onSelect(): void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    item.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Cancelling the keydown keeps the dialog around the menu open.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="switcher-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="icon-button switcher-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('switcher.menuFor', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className="switcher-menu-panel"
          aria-label={t('switcher.menuFor', { name })}
          onKeyDown={onKeyDown}
        >
          <button
            ref={item}
            type="button"
            role="menuitem"
            className={action === 'close' ? 'switcher-menu-item is-danger' : 'switcher-menu-item'}
            onClick={() => {
              setOpen(false);
              button.current?.focus();
              onSelect();
            }}
          >
            {action === 'close' ? t('switcher.closeBusiness') : t('switcher.leaveBusiness')}
          </button>
        </div>
      )}
    </div>
  );
}
