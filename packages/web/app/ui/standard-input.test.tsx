import { MESSAGES, type StandardInputField } from '@masthead/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { formatProblem } from './input-rules';
import { StandardInput } from './standard-input';
import { StepFields } from './step-fields';
import { Stepper } from './stepper';

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <I18nProvider lang="en" messages={MESSAGES.en}>
      {node}
    </I18nProvider>,
  );

const field = (change: Partial<StandardInputField>): StandardInputField => ({
  fieldName: 'f',
  label: 'Label',
  type: 'text',
  value: '',
  ...change,
});

const noop = () => undefined;

describe('StandardInput (SPEC §3)', () => {
  it('labels the input, stars and marks a required one, and ties its description and counter to it', () => {
    const html = render(
      <StandardInput
        field={field({
          isRequired: true,
          desc: 'Help text',
          maxLength: 20,
          value: 'abc',
          placeholder: 'e.g.',
        })}
        onChange={noop}
      />,
    );
    expect(html).toMatch(
      /<label for="([^"]+)" class="std-label">Label<span class="required-star" aria-hidden="true">\*<\/span><\/label>/,
    );
    expect(html).toContain('aria-required="true"');
    expect(html).toContain('maxLength="20"');
    expect(html).toContain('placeholder="e.g."');
    expect(html).toContain('>3/20<');
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(describedBy).toHaveLength(2);
    for (const id of describedBy) expect(html).toContain(`id="${id}"`);
  });

  it('shows an error with aria-invalid, and the prefix before the input', () => {
    const html = render(
      <StandardInput
        field={field({ type: 'url', prefix: 'https://', value: 'x' })}
        error="Bad link"
        onChange={noop}
      />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Bad link');
    expect(html).toContain('class="std-prefix">https://</span>');
    expect(html).toContain('type="url"');
  });

  it('types numbers on a digit keyboard and shows the parsed value', () => {
    const html = render(<StandardInput field={field({ type: 'number', value: 42 })} onChange={noop} />);
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('value="42"');
  });

  it('renders read-only fields, selects, single checkboxes and checkbox groups', () => {
    expect(render(<StandardInput field={field({ readOnly: true, value: 'x' })} onChange={noop} />)).toContain(
      'readOnly=""',
    );
    const select = render(
      <StandardInput
        field={field({
          type: 'select',
          value: 'b',
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
        })}
        onChange={noop}
      />,
    );
    expect(select).toContain('<option value="">Choose…</option>');
    expect(select).toContain('<option value="b" selected="">B</option>');
    const group = render(
      <StandardInput
        field={field({
          type: 'checkbox',
          isRequired: true,
          value: ['b'],
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
        })}
        onChange={noop}
      />,
    );
    expect(group).toContain('<fieldset');
    expect(group).toContain('<legend class="std-label">Label');
    expect(group.match(/type="checkbox"/g)).toHaveLength(2);
    expect(group.match(/checked=""/g)).toHaveLength(1);
    const single = render(<StandardInput field={field({ type: 'checkbox', value: true })} onChange={noop} />);
    expect(single.match(/type="checkbox"/g)).toHaveLength(1);
    expect(single).toContain('checked=""');
  });

  it("says 'This Field is Required' on an empty required field once its step has failed", () => {
    const inStep = (showErrors: boolean) =>
      render(
        <StepFields.Provider value={{ showErrors, register: () => noop }}>
          <StandardInput field={field({ isRequired: true, value: '  ' })} onChange={noop} />
        </StepFields.Provider>,
      );
    expect(inStep(false)).not.toContain('This Field is Required');
    expect(inStep(true)).toContain('This Field is Required');
    expect(inStep(true)).toContain('aria-invalid="true"');
  });

  it('checks the format of dates, times, links and email addresses', () => {
    expect(formatProblem('date', '2026-12-05')).toBeNull();
    expect(formatProblem('date', '20261205')).toBeNull();
    expect(formatProblem('date', '2026-02-30')).toBe('forms.date.invalid');
    expect(formatProblem('time', '24:00')).toBe('forms.time.invalid');
    expect(formatProblem('datetime', '2026-12-05 19:30')).toBeNull();
    expect(formatProblem('datetime', '2026-12-05')).toBe('forms.dateTime.invalid');
    expect(formatProblem('url', 'javascript:alert(1)')).toBe('validation.website.invalid');
    expect(formatProblem('email', 'mei@example.com')).toBeNull();
    expect(formatProblem('email', 'mei@')).toBe('validation.email.invalid');
    expect(formatProblem('date', '')).toBeNull();
  });
});

describe('Stepper (SPEC §2, §4)', () => {
  it('numbers the steps, stars the required ones, opens the first and offers Next, then the submit', () => {
    const html = render(
      <Stepper
        submitLabel="Save event"
        onSubmit={noop}
        steps={[
          { title: 'When', required: true, content: <p>first</p> },
          { title: 'Where', content: <p>second</p> },
        ]}
      />,
    );
    expect(html).toContain('Step 1 of 2:');
    expect(html).toContain('aria-current="step"');
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/class="required-star"/g)).toHaveLength(1);
    // The step not reached yet cannot be opened by its title.
    expect(html).toMatch(/aria-expanded="false"[^>]*disabled=""/);
    expect(html).toContain('>Next</button>');
    expect(html).toContain('Save event');
    expect(html).toMatch(/<section[^>]*hidden=""/);
  });
});
