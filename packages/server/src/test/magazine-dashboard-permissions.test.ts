import { actionsIn, permissionSuite } from './permission-runner.ts';

/** TESTING §2, generated from magazine-permissions.ts: team activity and insights. */
permissionSuite('team activity and insights (TESTING §2)', actionsIn('dashboard'));
