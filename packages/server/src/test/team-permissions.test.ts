import { actionsIn, permissionSuite } from './permission-runner.ts';

/** TESTING §2, generated from magazine-permissions.ts: the team, membership and invitations. */
permissionSuite('the team, membership and invitations (TESTING §2)', actionsIn('team'));
