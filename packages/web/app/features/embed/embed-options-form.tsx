import {
  EMBED_COLOR_SCHEMES,
  EMBED_ITEM_STYLES,
  EMBED_LANGUAGES,
  EMBED_LAYOUTS,
  EMBED_PAGE_SIZE_MAX,
  type EmbedOptions,
  LANGUAGE_NAMES,
  type UiLanguage,
} from '@masthead/core';
import { useT } from '../../lib/i18n';
import { CheckboxField } from '../../ui/check-field';
import { SelectField } from '../../ui/text-field';
import { SettingsCard } from '../accounts/settings-layout';

export type EmbedProfileChoice = { userId: number; label: string };

type Props = {
  options: EmbedOptions;
  profiles: EmbedProfileChoice[];
  onChange(next: EmbedOptions): void;
};

const PAGE_SIZES = Array.from({ length: EMBED_PAGE_SIZE_MAX }, (_, i) => String(i + 1));
const SWITCHES = [
  'showFandedCard',
  'showSearch',
  'showLanguageFilter',
  'showAuthorDetail',
  'infiniteLoad',
] as const;

/** Whose feed, what it shows and how it is laid out (SPEC §3 embed feed options). */
export function EmbedOptionsForm({ options, profiles, onChange }: Props) {
  const t = useT();
  const set = <K extends keyof EmbedOptions>(key: K, value: EmbedOptions[K]) =>
    onChange({ ...options, [key]: value });
  const languageLabel = (code: (typeof EMBED_LANGUAGES)[number]) =>
    code === 'all' ? t('embed.language.all') : LANGUAGE_NAMES[code as UiLanguage];

  return (
    <>
      <SettingsCard title={t('embed.section.content')}>
        <SelectField
          label={t('embed.profile')}
          name="userId"
          value={String(options.userId)}
          options={profiles.map((profile) => ({ value: String(profile.userId), label: profile.label }))}
          onValueChange={(value) => set('userId', Number(value))}
        />
        <SelectField
          label={t('embed.option.pagesize')}
          name="pagesize"
          value={String(options.pagesize)}
          options={PAGE_SIZES.map((size) => ({ value: size, label: size }))}
          onValueChange={(value) => set('pagesize', Number(value))}
        />
        <SelectField
          label={t('embed.option.defaultLanguage')}
          name="defaultLanguage"
          value={options.defaultLanguage}
          options={EMBED_LANGUAGES.map((code) => ({ value: code, label: languageLabel(code) }))}
          onValueChange={(value) => set('defaultLanguage', value)}
        />
        <div className="switch-list">
          {SWITCHES.map((key) => (
            <CheckboxField
              key={key}
              switch
              name={key}
              label={t(`embed.option.${key}`)}
              checked={options[key]}
              onCheckedChange={(checked) => set(key, checked)}
            />
          ))}
        </div>
      </SettingsCard>
      <SettingsCard title={t('embed.section.look')}>
        <SelectField
          label={t('embed.option.layout')}
          name="layout"
          value={options.layout}
          options={EMBED_LAYOUTS.map((layout) => ({ value: layout, label: t(`embed.layout.${layout}`) }))}
          onValueChange={(value) => set('layout', value)}
        />
        <SelectField
          label={t('embed.option.itemStyle')}
          name="itemStyle"
          value={options.itemStyle}
          options={EMBED_ITEM_STYLES.map((style) => ({ value: style, label: t(`embed.itemStyle.${style}`) }))}
          onValueChange={(value) => set('itemStyle', value)}
        />
        <SelectField
          label={t('embed.option.colorScheme')}
          name="colorScheme"
          value={options.colorScheme}
          options={EMBED_COLOR_SCHEMES.map((scheme) => ({
            value: scheme,
            label: t(`embed.colorScheme.${scheme}`),
          }))}
          onValueChange={(value) => set('colorScheme', value)}
        />
      </SettingsCard>
    </>
  );
}
