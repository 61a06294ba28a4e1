import type { Input } from '../http/endpoints.ts';
import type {
  OpenContributionJoined,
  OpenContributionSettingsView,
  OpenContributionSubmitted,
  ZOpenContributionJoin,
  ZOpenContributionQuery,
  ZOpenContributionSubmit,
  ZOpenContributionUpdate,
} from './open-contribution-schemas.ts';

/** Open contribution: a magazine's settings, and a reader joining and submitting a story. */
export interface OpenContributionEndpoints {
  'GET /api2/magazine/open-contribution': {
    query: Input<typeof ZOpenContributionQuery>;
    answer: OpenContributionSettingsView;
  };
  'POST /api2/magazine/open-contribution': {
    body: Input<typeof ZOpenContributionUpdate>;
    answer: OpenContributionSettingsView;
  };
  'POST /api2/magazine/open-contribution/join': {
    body: Input<typeof ZOpenContributionJoin>;
    answer: OpenContributionJoined;
  };
  'POST /api2/magazine/open-contribution/submit': {
    body: Input<typeof ZOpenContributionSubmit>;
    answer: OpenContributionSubmitted;
  };
}
