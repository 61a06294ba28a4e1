import { type CustomisationPayload, type PageLook, styleVars } from '@masthead/core';
import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { useT } from '../../lib/i18n';
import { CustomisationPanel } from './customisation-panel';
import { type Customisation, useCustomisation } from './use-customisation';
import './customisation.css';

/**
 * A customised page (SPEC §3): the look the server chose for this viewer, as CSS custom properties on
 * the page's own element (rendered on the server: no flash of the default look), its layout as a
 * class, the default footer unless removed, and, for those who may customise it, the side panel with
 * its live preview.
 */
export type PageCustomisation = { look: PageLook; editor: CustomisationPayload | null } | null;

/** The cover the page shows: the side panel's new cover at once. */
const CoverContext = createContext<string | null | undefined>(undefined);
export const useLiveCover = (stored: string | null) => {
  const live = useContext(CoverContext);
  return live === undefined ? stored : live;
};

/** The page's tabs, featured items and sections: the side panel's as soon as it saves them. */
type PageItems = Pick<PageLook, 'tabs' | 'featured' | 'sections'>;
const ItemsContext = createContext<PageItems | null>(null);
export const useLiveItems = (stored: PageItems | undefined): PageItems | null =>
  useContext(ItemsContext) ?? stored ?? null;

type Props = {
  customisation: PageCustomisation;
  name: string;
  coverPath: string | null;
  children: ReactNode;
};

export function CustomisedPage({ customisation, ...rest }: Props) {
  if (!customisation) return <>{rest.children}</>;
  if (customisation.editor)
    return <EditablePage look={customisation.look} editor={customisation.editor} {...rest} />;
  return <PageFrame look={customisation.look}>{rest.children}</PageFrame>;
}

function PageFrame({ look, children }: { look: PageLook; children: ReactNode }) {
  const t = useT();
  const { styles } = look;
  if (!look.styled)
    return (
      <div className="customised-page" data-page-user-id={look.userId}>
        {children}
      </div>
    );
  return (
    <div
      className={`customised-page is-styled layout-${look.layout}`}
      data-page-user-id={look.userId}
      style={styleVars(styles) as CSSProperties}
      data-cover={styles.coverHide || 'shown'}
    >
      {children}
      {styles.footerHide !== 'none' && (
        <footer className="customised-footer">
          <p>{t('customisation.footer.poweredBy')}</p>
        </footer>
      )}
    </div>
  );
}

function EditablePage({
  look,
  editor,
  name,
  coverPath,
  children,
}: Omit<Props, 'customisation'> & { look: PageLook; editor: CustomisationPayload }) {
  const t = useT();
  const customisation: Customisation = useCustomisation(editor);
  const [open, setOpen] = useState(false);
  const [cover, setCover] = useState<string | null | undefined>(undefined);
  const onCover = useCallback((path: string | null) => setCover(path), []);
  // While the panel is open the page shows the panel's settings (the live preview).
  const previewing = open || customisation.state !== 'idle';
  const shown: PageLook = previewing ? { ...look, ...customisation.settings, styled: true } : look;
  const { tabs, featured, sections } = customisation.payload;
  const items = useMemo(
    () => ({ tabs, featured, sections: sections ? sections.filter((section) => !section.hidden) : null }),
    [tabs, featured, sections],
  );
  return (
    <CoverContext.Provider value={cover}>
      <ItemsContext.Provider value={items}>
        <div className={open ? 'customising is-open' : 'customising'}>
          <PageFrame look={shown}>{children}</PageFrame>
          {open ? (
            <CustomisationPanel
              name={name}
              customisation={customisation}
              coverPath={coverPath}
              onCover={onCover}
              onClose={() => setOpen(false)}
            />
          ) : (
            <button type="button" className="button customise-open" onClick={() => setOpen(true)}>
              {t('customisation.open')}
            </button>
          )}
        </div>
      </ItemsContext.Provider>
    </CoverContext.Provider>
  );
}
