import { Link } from 'react-router';
import { HOME_PRODUCT_CARDS } from '../../content/home';
import type { HomeProductCard } from '../../content/types';
import { Reveal } from '../../ui/reveal/reveal';
import { Picture } from './picture';
import './product-cards.css';

/** The three product families, each card a link to the products page. */
export function ProductCards({
  cards = HOME_PRODUCT_CARDS,
}: {
  /** The cards in the page's language. */
  cards?: readonly HomeProductCard[];
}) {
  return (
    <ul className="product-cards grid grid--3">
      {cards.map((card, index) => (
        <Reveal as="li" key={card.id} delay={index} className="product-cards__card card">
          <Picture picture={card.img} className="product-cards__image" />
          <div className="product-cards__body">
            <h3 className="product-cards__name">
              <Link to="/products">{card.name}</Link>
            </h3>
            <p>{card.text}</p>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
