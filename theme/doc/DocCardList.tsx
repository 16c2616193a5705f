import type { ReactElement } from 'react';
import type { DocCardData } from '../../core/site/page-data.ts';
import { Link } from '../common/Link.tsx';

const ICONS: Record<DocCardData['type'], string> = { doc: '📄️', category: '🗃️', link: '🔗' };

/** The items of a category's generated page: a card each, with its title and description. */
export function DocCardList({ cards }: { cards: DocCardData[] }): ReactElement {
  return (
    <ul className="doc-cards">
      {cards.map((card) => (
        <li key={card.href} className="doc-cards__item">
          <Link className="doc-card" href={card.href}>
            <span className="doc-card__title">
              <span aria-hidden="true">{ICONS[card.type]}</span> {card.title}
            </span>
            {card.description && <span className="doc-card__description">{card.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
