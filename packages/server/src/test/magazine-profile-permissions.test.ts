import { actionsIn, permissionSuite } from './permission-runner.ts';

/** TESTING §2, generated from magazine-permissions.ts: settings, design, open contribution, plan, notifications. */
permissionSuite(
  'settings, design, open contribution, plan and the magazine’s notifications (TESTING §2)',
  actionsIn('profile'),
);
