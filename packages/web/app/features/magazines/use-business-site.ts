import { useRootData } from '../../lib/root-data';

/** The business whose site this page is on (DESIGN §4), or null on the main site. */
export const useBusinessSite = () => useRootData()?.businessSite ?? null;
