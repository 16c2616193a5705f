import type { ReactElement } from 'react';
import type { DocCardData } from '../../core/site/page-data.ts';
import { cx } from '../common/cx.ts';
import { Link } from '../common/Link.tsx';
import { Locked } from '../common/Locked.tsx';

const ICONS: Record<DocCardData['type'], string> = { doc: '📄️', category: '🗃️', link: '🔗' };

/** The items of a category's generated page: a card each, with its title and description. */
export function DocCardList({ cards }: { cards: DocCardData[] }): ReactElement {
  return (
    <ul className="doc-cards">
      {cards.map((card) => (
        <li key={card.href} className="doc-cards__item">
          <Link className={cx('doc-card', card.locked && 'doc-card--locked')} href={card.href}>
            <span className="doc-card__title">
              <span aria-hidden="true">{ICONS[card.type]}</span> {card.title}
              {card.locked && <Locked />}
            </span>
            {card.description && <span className="doc-card__description">{card.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
