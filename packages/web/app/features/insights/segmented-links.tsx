import { Link } from 'react-router';

export type SegmentItem<K extends string> = { key: K; label: string; href: string };

type Props<K extends string> = { label: string; items: readonly SegmentItem<K>[]; selected: K };

/**
 * A choice among a few views of one page (a period, a scope), each its own address: links in a
 * labelled group, the current one marked for screen readers (aria-current) and by look.
 */
export function SegmentedLinks<K extends string>({ label, items, selected }: Props<K>) {
  return (
    <nav className="segmented" aria-label={label}>
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.href}
          className="segment"
          aria-current={item.key === selected ? 'page' : undefined}
          preventScrollReset
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
