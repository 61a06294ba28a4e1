import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { pictureSources } from '../../../ui/picture';
import { StandardInput } from '../../../ui/standard-input';
import { useErrorAt } from './form-errors';
import { type Extra, stringOf, withText } from './form-helpers';
import type { TypeFormProps } from './type-form';
import { TypeFormSection } from './type-form-section';
import { useExtraState } from './use-extra-state';

/** Core ZMemeExtra: each caption line up to 120 characters. */
export const MEME_TEXT_MAX = 120;

type MemeState = { topText: string; bottomText: string };

export const readMeme = (extra: Extra): MemeState => ({
  topText: stringOf(extra.topText),
  bottomText: stringOf(extra.bottomText),
});

/** ctype 105 extra: `{ topText?, bottomText? }`. */
export const writeMeme = (state: MemeState): Extra => ({
  ...withText('topText', state.topText),
  ...withText('bottomText', state.bottomText),
});

/** ctype 105: the caption over the top and the bottom of the picture, with a live preview. */
export function MemeForm({ extra, onChange, errors, disabled, photoPath }: TypeFormProps) {
  const t = useT();
  const headingId = useId();
  const errorAt = useErrorAt(errors);
  const [state, update] = useExtraState(extra, onChange, readMeme, writeMeme);
  const picture = photoPath ? pictureSources(photoPath, 600) : null;

  return (
    <TypeFormSection headingId={headingId} title={t('forms.meme.heading')} intro={t('forms.meme.intro')}>
      <div className="tf-meme">
        <div className="tf-meme-fields">
          <StandardInput
            field={{
              fieldName: 'topText',
              label: t('forms.meme.top'),
              type: 'text',
              value: state.topText,
              maxLength: MEME_TEXT_MAX,
            }}
            error={errorAt('topText')}
            disabled={disabled}
            onChange={(value) => update((current) => ({ ...current, topText: String(value ?? '') }))}
          />
          <StandardInput
            field={{
              fieldName: 'bottomText',
              label: t('forms.meme.bottom'),
              type: 'text',
              value: state.bottomText,
              maxLength: MEME_TEXT_MAX,
            }}
            error={errorAt('bottomText')}
            disabled={disabled}
            onChange={(value) => update((current) => ({ ...current, bottomText: String(value ?? '') }))}
          />
        </div>
        <div className="tf-meme-preview-wrap">
          <p className="tf-group-title" id={`${headingId}-preview`}>
            {t('forms.meme.preview')}
          </p>
          {/* The captions repeat the fields above: the preview is for the eye only. */}
          <div className={`tf-meme-preview${picture ? '' : ' is-empty'}`} aria-hidden="true">
            {picture ? <img src={picture.src} srcSet={picture.srcSet} alt="" /> : null}
            <span className="tf-meme-text tf-meme-top">{state.topText}</span>
            <span className="tf-meme-text tf-meme-bottom">{state.bottomText}</span>
          </div>
          {!picture && <p className="std-desc">{t('forms.meme.noPhoto')}</p>}
        </div>
      </div>
    </TypeFormSection>
  );
}
