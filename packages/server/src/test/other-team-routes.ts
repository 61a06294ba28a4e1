/**
 * Team-side routes that are not one magazine's action, and why: each must be listed here or be the
 * route of an action in magazine-permissions.ts (team-permission-coverage.test.ts).
 */
export const OTHER_TEAM_ROUTES: Record<string, string> = {
  'GET /api2/business': "public: a business's brand colours; its info only for those with changeSettings",
  'POST /api2/magazine/create':
    'any signed-in person creates their own magazine (they become its primary owner)',
  'GET /api2/magazine/username/check': 'any signed-in person checks a name for a new magazine',
  'GET /api2/magazine/switcher': "the viewer's own memberships only",
  'POST /api2/magazine/invitation/accept': 'the invitation token (and, by email, its address) is the right',
  'POST /api2/magazine/invitation/decline': 'the invitation token (and, by email, its address) is the right',
  'GET /api2/editorial/publishers': "the viewer's own profile and memberships only",
  'GET /api2/notification/new': "the viewer's own notifications only",
  'GET /api2/compose/mine': "the viewer's own stories only",
  'POST /api2/compose/preview': "the author's own draft (publishing-permissions.test.ts)",
  'POST /api2/compose/preview/revoke': "the author's own draft (publishing-permissions.test.ts)",
  'POST /api2/magazine/open-contribution/join':
    'any signed-in person while the magazine takes stories (on, not closed): no team right, so another magazine is no other tenant (contribution-permissions.test.ts)',
  'POST /api2/magazine/open-contribution/submit':
    'any signed-in person while the magazine takes stories (on, not closed): no team right, so another magazine is no other tenant (contribution-permissions.test.ts)',
};
