import { type FontKey, PAGE_FONTS, PAGE_LAYOUTS, type PageFont } from '@masthead/core';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { ColourRows } from './colour-row';
import type { Customisation } from './use-customisation';

/** The layout, fonts, footer and advanced tabs of the side panel (SPEC §2 design tabs). */
type SectionProps = { customisation: Customisation };

export function LayoutSection({ customisation }: SectionProps) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="customise-choices">
      <legend>{t('customisation.tab.layout')}</legend>
      {PAGE_LAYOUTS.map((layout) => (
        <label key={layout} className="customise-choice">
          <input
            type="radio"
            name={name}
            value={layout}
            checked={customisation.settings.layout === layout}
            onChange={() => customisation.changeLayout(layout)}
          />
          {t(`customisation.layout.${layout}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** A font family list's first name, as its option shows it. */
const fontName = (font: PageFont) => font.split(',')[0]!.replaceAll('"', '');

export function FontSelect({ name, customisation }: SectionProps & { name: FontKey }) {
  const t = useT();
  const id = useId();
  return (
    <div className="customise-field">
      <label htmlFor={id}>{t(`customisation.font.${name}`)}</label>
      <select
        id={id}
        value={customisation.settings.styles[name]}
        onChange={(event) => customisation.change({ styles: { [name]: event.target.value as PageFont } })}
      >
        {PAGE_FONTS.map((font) => (
          <option key={font} value={font} style={{ fontFamily: font }}>
            {fontName(font)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FooterSection({ customisation }: SectionProps) {
  const t = useT();
  const allowed = customisation.payload.abilities.removeFooter;
  return (
    <>
      <ColourRows keys={['footerBgColor', 'footerTextColor']} customisation={customisation} />
      <label className="customise-check">
        <input
          type="checkbox"
          disabled={!allowed}
          checked={customisation.settings.styles.footerHide === 'none'}
          onChange={(event) =>
            customisation.change({ styles: { footerHide: event.target.checked ? 'none' : '' } })
          }
        />
        {t('customisation.footer.hide')}
      </label>
      {!allowed && <p className="customise-note">{t('customisation.footer.needsPlan')}</p>}
    </>
  );
}

export function AdvancedSection({ customisation }: SectionProps) {
  const t = useT();
  const { advancedSettings } = customisation.settings;
  const mayGoLive = customisation.payload.abilities.goLive;
  return (
    <>
      <label className="customise-check">
        <input
          type="checkbox"
          checked={advancedSettings.advancedCustomisationPreview !== false}
          onChange={(event) =>
            customisation.change({ advancedSettings: { advancedCustomisationPreview: event.target.checked } })
          }
        />
        {t('customisation.advanced.preview')}
      </label>
      <label className="customise-check">
        <input
          type="checkbox"
          disabled={!mayGoLive}
          checked={advancedSettings.advancedCustomisationLive === true}
          onChange={(event) =>
            customisation.change({ advancedSettings: { advancedCustomisationLive: event.target.checked } })
          }
        />
        {t('customisation.advanced.live')}
      </label>
      {!mayGoLive && <p className="customise-note">{t('customisation.advanced.needsPlan')}</p>}
    </>
  );
}
