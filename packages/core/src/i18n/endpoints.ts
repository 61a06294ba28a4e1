import type { SentByHandler } from '../http/endpoints.ts';
import type { LanguagesResult } from './languages.ts';

/** SPEC §7: the language lists, and each language's interface messages as a script. */
export interface LangsEndpoints {
  'GET /api2/langs/ui': { answer: LanguagesResult };
  'GET /api2/langs/translation': { answer: LanguagesResult };
  /** A script file, not JSON. */
  'GET /i18n/:file': { answer: SentByHandler };
}
