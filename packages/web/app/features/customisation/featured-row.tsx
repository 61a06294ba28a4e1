import type { FeaturedCard } from '@masthead/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Picture } from '../../ui/picture';
import './featured.css';

/**
 * SPEC §3 featured layout items on the page, above its feed: stories (A), publishers (B), topics (T)
 * and quizzes (Q) in the order the page chose, each a card leading to its page.
 */
export function FeaturedRow({ items }: { items: readonly FeaturedCard[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="featured-row" aria-labelledby="profile-featured">
      <h2 id="profile-featured">{t('customisation.featured.heading')}</h2>
      <ul className="featured-list">
        {items.map((item) => (
          <li key={`${item.type}${item.id}`} className={`featured-card featured-${item.type}`}>
            <Link to={item.url}>
              {item.photoPath ? (
                <Picture path={item.photoPath} width={240} height={135} alt="" className="featured-photo" />
              ) : (
                <span className="featured-photo featured-photo-none" aria-hidden="true" />
              )}
              <span className="featured-kind">{t(`customisation.featured.type.${item.type}`)}</span>
              <span className="featured-title">{item.title}</span>
            </Link>
            {item.byline && <span className="featured-byline">{item.byline}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
