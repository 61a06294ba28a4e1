import { describeHostileRequests, HOSTILE_REQUEST_SHARDS } from '../test/hostile-requests.ts';

describeHostileRequests(0, HOSTILE_REQUEST_SHARDS);
