import type { Input } from '../http/endpoints.ts';
import type {
  EntityAutocompleteAnswer,
  LocationAutocompleteAnswer,
  PeopleAutocompleteAnswer,
  SearchPage,
  TopicAutocompleteAnswer,
  ZEntityAutocomplete,
  ZLocationAutocomplete,
  ZPeopleAutocomplete,
  ZSearch,
  ZTopicAutocomplete,
} from './schemas.ts';

/** Search and autocomplete (SPEC §7 'Follow and autocomplete'). */
export interface SearchEndpoints {
  'POST /api2/topic/autocomplete': {
    body: Input<typeof ZTopicAutocomplete>;
    answer: TopicAutocompleteAnswer;
  };
  'POST /api2/people/autocomplete': {
    body: Input<typeof ZPeopleAutocomplete>;
    answer: PeopleAutocompleteAnswer;
  };
  'POST /api2/location/autocomplete/all': {
    body: Input<typeof ZLocationAutocomplete>;
    answer: LocationAutocompleteAnswer;
  };
  'POST /api2/entities': { body: Input<typeof ZEntityAutocomplete>; answer: EntityAutocompleteAnswer };
  'GET /api2/search': { query: Input<typeof ZSearch>; answer: SearchPage };
}
