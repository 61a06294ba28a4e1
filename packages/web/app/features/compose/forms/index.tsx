import type { ComposableCtype } from '@masthead/core';
import type { ComponentType } from 'react';
import type { TypeFormProps } from './type-form';

/** Each content type's form; a type without one (post) is only the rich text. */
export const TYPE_FORMS: Partial<Record<ComposableCtype, ComponentType<TypeFormProps>>> = {};

/** The type-specific part a new content of a type starts with. */
export function emptyExtraFor(_ctype: ComposableCtype): Record<string, unknown> {
  return {};
}
