import { type ComposableCtype, CTYPE } from '@masthead/core';
import type { ComponentType } from 'react';
import { ChatForm } from './chat-form';
import { DonateForm } from './donate-form';
import { EventForm } from './event-form';
import { ListForm } from './list-form';
import { LiveQaForm } from './live-qa-form';
import { MemeForm } from './meme-form';
import { PollForm } from './poll-form';
import { QuizForm } from './quiz-form';
import type { TypeFormProps } from './type-form';
import './type-forms.css';

/** Each content type's form; a type without one (post) is only the rich text. */
export const TYPE_FORMS: Partial<Record<ComposableCtype, ComponentType<TypeFormProps>>> = {
  [CTYPE.list]: ListForm,
  [CTYPE.votableList]: ListForm,
  [CTYPE.quiz]: QuizForm,
  [CTYPE.poll]: PollForm,
  [CTYPE.event]: EventForm,
  [CTYPE.meme]: MemeForm,
  [CTYPE.chat]: ChatForm,
  [CTYPE.liveQa]: LiveQaForm,
  [CTYPE.donate]: DonateForm,
};

/**
 * The type-specific part a new content of a type starts with: the empty rows a writer fills in first
 * (they are not yet valid; publishing checks them against the type's schema).
 */
export function emptyExtraFor(ctype: ComposableCtype): Record<string, unknown> {
  switch (ctype) {
    case CTYPE.list:
    case CTYPE.votableList:
      return { items: [{ title: '' }] };
    case CTYPE.quiz:
      return { questions: [{ question: '', options: ['', ''] }] };
    case CTYPE.poll:
      return { options: ['', ''] };
    case CTYPE.event:
      return { venue: '' };
    case CTYPE.meme:
      return {};
    case CTYPE.chat:
      return { messages: [{ speaker: '', text: '' }] };
    case CTYPE.liveQa:
      return { host: '' };
    case CTYPE.donate:
      return { currency: 'USD' };
    default:
      return {};
  }
}
