import { actionsIn, permissionSuite } from './permission-runner.ts';

/** TESTING §2, generated from magazine-permissions.ts: publishing as a team. */
permissionSuite('publishing as a team (TESTING §2)', actionsIn('editorial'));
