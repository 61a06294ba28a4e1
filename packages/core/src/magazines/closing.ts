/**
 * Closing a magazine or business (SPEC §7 /api2/magazine/delete, primary owner only): it leaves the
 * switcher and its pages at once, and its primary owner may reopen it for this many days; after that
 * the closing is final.
 */
export const CLOSE_UNDO_DAYS = 30;
