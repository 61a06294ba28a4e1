import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FieldFrame } from './field-frame';

const render = (node: ReactNode) => renderToStaticMarkup(node);

const input = (control: object) => <input {...control} />;

/** The ids an element's aria-describedby names, and the texts with those ids. */
function descriptions(html: string, attributeOwner: string) {
  const tag = new RegExp(`<${attributeOwner}[^>]*aria-describedby="([^"]+)"`).exec(html);
  const ids = tag?.[1]?.split(' ') ?? [];
  return ids.map((id) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]);
}

describe('FieldFrame', () => {
  it('ties the label to the control and keeps the line under it while there is nothing to say', () => {
    const html = render(<FieldFrame label="Email">{input}</FieldFrame>);
    const id = /<label for="([^"]+)" class="field-label">Email<\/label>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<input id="${id}"`);
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('<div class="field-message-line"><p id=');
  });

  it('says an error in place of the hint, as an alert, and marks the control invalid', () => {
    const hinted = render(
      <FieldFrame label="Name" hint="Your full name">
        {input}
      </FieldFrame>,
    );
    expect(descriptions(hinted, 'input')).toEqual(['Your full name']);
    const failed = render(
      <FieldFrame label="Name" hint="Your full name" error="Too long">
        {input}
      </FieldFrame>,
    );
    expect(failed).toContain('aria-invalid="true"');
    expect(failed).toContain('class="field-error" role="alert">Too long</p>');
    expect(failed).not.toContain('Your full name');
    expect(descriptions(failed, 'input')).toEqual(['Too long']);
  });

  it('stars a required field, and reads its prefix, description, message and counter in that order', () => {
    const html = render(
      <FieldFrame
        family="std"
        label="Website"
        required
        prefix="https://"
        description="Where readers find you"
        error="Not a web address"
        aside={<span id="count">3/20</span>}
        describedBy={['count']}
      >
        {input}
      </FieldFrame>,
    );
    expect(html).toContain('class="std-field is-invalid"');
    expect(html).toContain('<span class="required-star" aria-hidden="true">*</span></label>');
    expect(html).toContain('aria-required="true"');
    // StandardInput's step announces its errors: the std family's message is no alert of its own.
    expect(html).not.toContain('role="alert"');
    expect(descriptions(html, 'input')).toEqual([
      'https://',
      'Where readers find you',
      'Not a web address',
      '3/20',
    ]);
  });

  it('frames a group of controls as a fieldset described by its message', () => {
    const html = render(
      <FieldFrame group label="Topics" className="field-group" dataField="topics" error="Pick one">
        <span>chips</span>
      </FieldFrame>,
    );
    expect(html).toMatch(/^<fieldset class="field-group" data-field="topics" data-field-invalid=""/);
    expect(html).toContain('<legend class="field-label">Topics</legend>');
    expect(descriptions(html, 'fieldset')).toEqual(['Pick one']);
  });

  it('leaves out an empty line only where asked (a select beside its button)', () => {
    const html = render(
      <FieldFrame label="Language" reserveLine={false}>
        {input}
      </FieldFrame>,
    );
    expect(html).not.toContain('message-line');
  });
});
