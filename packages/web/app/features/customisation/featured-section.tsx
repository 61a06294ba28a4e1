import { FEATURED_MAX, type FeaturedCard, featuredKey } from '@masthead/core';
import { type FormEvent, useId, useState } from 'react';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { BusyButton } from '../../ui/busy-button';
import type { Customisation } from './use-customisation';

/**
 * SPEC §3 featured layout items in the side panel: paste the address of a story, quiz, topic or
 * publisher of this site (the server says what it names), reorder or remove them, save them together.
 * The page shows the saved list at once.
 */
export function FeaturedSection({ customisation }: { customisation: Customisation }) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [items, setItems] = useState<FeaturedCard[]>(customisation.payload.featured);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [saving, setSaving] = useState(false);
  const full = items.length >= FEATURED_MAX;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (full) return setError(t('customisation.featured.full'));
    setLooking(true);
    const result = await call('GET /api2/user/setting/profile/featured', {
      userId: String(customisation.payload.userId),
      url: address.trim(),
    });
    setLooking(false);
    if (!result.ok) return setError(result.message);
    const card = result.data;
    if (items.some((item) => featuredKey(item) === featuredKey(card)))
      return setError(t('customisation.featured.already'));
    setError(null);
    setItems([...items, card]);
    setAddress('');
  };
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    setItems(next);
  };
  const save = async () => {
    setSaving(true);
    await customisation.saveFeatured(items);
    setSaving(false);
  };

  return (
    <>
      <p className="customise-help">{t('customisation.featured.help')}</p>
      <form className="customise-featured-add" onSubmit={add} noValidate>
        <label htmlFor={inputId}>{t('customisation.featured.address')}</label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          value={address}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setAddress(event.target.value)}
        />
        <BusyButton
          type="submit"
          variant="secondary"
          busy={looking}
          disabled={!address.trim()}
          label={t('customisation.featured.add')}
          busyLabel={t('customisation.saving')}
        />
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {items.length === 0 ? (
        <p>{t('customisation.featured.empty')}</p>
      ) : (
        <ol className="customise-featured">
          {items.map((item, index) => (
            <li key={featuredKey(item)} className="customise-featured-row">
              <span className="featured-name">
                {t(`customisation.featured.type.${item.type}`)}: {item.title}
              </span>
              <button
                type="button"
                className="icon-button"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={t('customisation.featured.up', { title: item.title })}
              >
                ↑
              </button>
              <button
                type="button"
                className="icon-button"
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t('customisation.featured.down', { title: item.title })}
              >
                ↓
              </button>
              <button
                type="button"
                className="icon-button"
                onClick={() => setItems(items.filter((_, at) => at !== index))}
                aria-label={t('customisation.featured.remove', { title: item.title })}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      <BusyButton
        type="button"
        busy={saving}
        onClick={save}
        label={t('customisation.featured.save')}
        busyLabel={t('customisation.saving')}
      />
    </>
  );
}
