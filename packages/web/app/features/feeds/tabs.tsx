import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { Link, useNavigate } from 'react-router';

export type TabItem<K extends string> = { key: K; label: string; href: string };

type TabsProps<K extends string> = {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  /** Prefix of the tab and panel ids. */
  idPrefix: string;
  children: ReactNode;
};

/**
 * Tabs whose panels are pages (`?tab=`): a WAI-ARIA tablist of links. Arrow keys, Home and End move
 * between tabs and open them; the selected tab is the only one in the tab order.
 */
export function Tabs<K extends string>({ label, tabs, selected, idPrefix, children }: TabsProps<K>) {
  const navigate = useNavigate();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + tabs.length) % tabs.length;
    const tab = tabs[index];
    if (!tab) return;
    refs.current[index]?.focus();
    navigate(tab.href, { preventScrollReset: true });
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown} tabIndex={-1}>
        {tabs.map((tab, index) => {
          const isSelected = index === current;
          return (
            <Link
              key={tab.key}
              ref={(element) => {
                refs.current[index] = element;
              }}
              id={`${idPrefix}-tab-${tab.key}`}
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className="tab"
              to={tab.href}
              preventScrollReset
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${tabs[current]?.key ?? ''}`}
        className="tab-panel"
      >
        {children}
      </div>
    </div>
  );
}
