import { CTYPE, LIMITS } from '@masthead/core';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { StandardInput } from '../../../ui/standard-input';
import { FormError, useErrorAt } from './form-errors';
import {
  arrayOf,
  type Extra,
  type KeySource,
  keySource,
  recordOf,
  replaceRow,
  stringOf,
  withText,
} from './form-helpers';
import { RowCard, RowListEditor } from './row-list-editor';
import type { TypeFormProps } from './type-form';
import { TypeFormSection } from './type-form-section';
import { useExtraState } from './use-extra-state';

/** SPEC-less limits the list schema holds (core ZListExtra). */
export const LIST_ITEMS_MAX = 100;
const DESCRIPTION_MAX = 1000;
const URL_MAX = 2000;

type Row = { key: number; title: string; description: string; url: string };

export const readListRows = (extra: Extra, key: KeySource = keySource()): Row[] =>
  arrayOf(extra.items).map((item) => {
    const value = recordOf(item);
    return {
      key: key(),
      title: stringOf(value.title),
      description: stringOf(value.description),
      url: stringOf(value.url),
    };
  });

/** ctype 10 / 102 extra: `{ items: { title, description?, url? }[] }`. */
export const writeListRows = (rows: Row[]): Extra => ({
  items: rows.map((row) => ({
    title: row.title,
    ...withText('description', row.description),
    ...withText('url', row.url),
  })),
});

const emptyRow = (key: number): Row => ({ key, title: '', description: '', url: '' });

/** ctype 10 (list) and 102 (votable list): numbered items with a title, a description and a link. */
export function ListForm({ ctype, extra, onChange, errors, disabled }: TypeFormProps) {
  const t = useT();
  const headingId = useId();
  const errorAt = useErrorAt(errors);
  const [rows, update, newKey] = useExtraState(extra, onChange, readListRows, writeListRows);
  const votable = ctype === CTYPE.votableList;

  const setRow = (index: number, change: Partial<Row>) =>
    update((current) => {
      const row = current[index];
      return row ? replaceRow(current, index, { ...row, ...change }) : current;
    });

  return (
    <TypeFormSection
      headingId={headingId}
      title={t(votable ? 'forms.list.votableHeading' : 'forms.list.heading')}
      intro={t(votable ? 'forms.list.votableIntro' : 'forms.list.intro')}
    >
      <RowListEditor
        rows={rows}
        onRowsChange={update}
        newRow={() => emptyRow(newKey())}
        addLabel={t('forms.list.add')}
        max={LIST_ITEMS_MAX}
        disabled={disabled}
        empty={<p className="muted">{t('forms.list.empty')}</p>}
        errors={<FormError message={errorAt('items')} />}
      >
        {(row, { index, actions }) => {
          const name = t('forms.list.item', { number: index + 1 });
          const path = `items.${index}`;
          return (
            <RowCard name={name} actions={actions(name)}>
              <StandardInput
                field={{
                  fieldName: `${path}.title`,
                  label: t('forms.list.itemTitle'),
                  type: 'text',
                  value: row.title,
                  maxLength: LIMITS.titleMax,
                  isRequired: true,
                }}
                error={errorAt(`${path}.title`)}
                disabled={disabled}
                onChange={(value) => setRow(index, { title: String(value ?? '') })}
              />
              <StandardInput
                field={{
                  fieldName: `${path}.description`,
                  label: t('forms.list.itemDescription'),
                  type: 'textarea',
                  value: row.description,
                  maxLength: DESCRIPTION_MAX,
                }}
                error={errorAt(`${path}.description`)}
                disabled={disabled}
                onChange={(value) => setRow(index, { description: String(value ?? '') })}
              />
              <StandardInput
                field={{
                  fieldName: `${path}.url`,
                  label: t('forms.list.itemUrl'),
                  type: 'url',
                  value: row.url,
                  placeholder: 'https://',
                  maxLength: URL_MAX,
                }}
                error={errorAt(`${path}.url`)}
                disabled={disabled}
                onChange={(value) => setRow(index, { url: String(value ?? '') })}
              />
            </RowCard>
          );
        }}
      </RowListEditor>
    </TypeFormSection>
  );
}
