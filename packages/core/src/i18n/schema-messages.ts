import type { MessageKey } from './translate.ts';

/**
 * Schemas carry `validation.*` i18n keys as their messages; zod's own messages (a wrong type) are not
 * keys and show as 'validation.invalid'. One rule for the server's field errors and the forms.
 */
export const schemaMessageKey = (message: string): MessageKey =>
  (message.startsWith('validation.') ? message : 'validation.invalid') as MessageKey;
