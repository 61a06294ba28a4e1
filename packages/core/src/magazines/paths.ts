/** The pages of a magazine's dashboard, under its team home (SPEC §2 /dashboard/@{username}). */
export const DASHBOARD_PAGES = ['team', 'settings', 'review', 'plan', 'insights', 'activity'] as const;
export type DashboardPage = (typeof DASHBOARD_PAGES)[number];

/** The team home of a magazine (the switcher's link-mode target), or one of its dashboard pages. */
export const dashboardPath = (username: string, page?: DashboardPage) =>
  `/dashboard/@${username}${page ? `/${page}` : ''}`;
