import { describeHostileRequests, HOSTILE_REQUEST_SHARDS } from '../test/hostile-requests.ts';

describeHostileRequests(1, HOSTILE_REQUEST_SHARDS);
