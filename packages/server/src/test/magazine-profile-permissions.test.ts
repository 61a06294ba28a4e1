import { actionsIn, permissionSuite } from './permission-runner.ts';

/** TESTING §2, generated from magazine-permissions.ts: settings, design, plan and the magazine’s notifications. */
permissionSuite('settings, design, plan and the magazine’s notifications (TESTING §2)', actionsIn('profile'));
