import { LIMITS, MESSAGES } from '@masthead/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { TitleField } from './title-field';

describe('TitleField (issue 13)', () => {
  it('stops typing at the limit instead of counting past it', () => {
    const html = renderToStaticMarkup(
      <I18nProvider lang="en" messages={MESSAGES.en}>
        <TitleField value="Tea" onChange={() => undefined} />
      </I18nProvider>,
    );
    expect(html).toContain(`maxLength="${LIMITS.titleMax}"`);
  });
});
