import type { ReactNode } from 'react';
import type { DEALER_TEXT } from '../../content/dealer-text';
import type { Dealer } from '../../content/dealers';
import type { Translation } from '../../content/i18n/translation';
import GRADE_NAMES from 'virtual:grade-names';
import type { DealerAction } from '../kit/emit';
import { callHref, chatHref, directionsHref, type DealerFormat } from './dealer-format';

export type DealerWords = Translation<typeof DEALER_TEXT>;

export interface DealerCardProps {
  dealer: Dealer;
  /** Its distance from the searched place, when there is one. */
  km: number | undefined;
  words: DealerWords;
  format: DealerFormat;
  /** The heading level of the dealer's name. */
  level: 3 | 4;
  /** The first message of a WhatsApp chat. */
  message: string;
  /** The visitor chose to reach the dealer; `inquiry` opens the inquiry dialog. */
  onAction(dealer: Dealer, action: DealerAction, opener: HTMLElement): void;
  /** One more way to reach the dealer, last in the list. */
  more?: ReactNode;
}

/** One dealer: where, what it stocks, when it is open, and the ways to reach it. */
export function DealerCard({
  dealer,
  km,
  words,
  format,
  level,
  message,
  onAction,
  more,
}: DealerCardProps) {
  const Heading = `h${level}` as const;
  const nameId = `resin-dealer-${dealer.id}`;
  const act = (action: DealerAction) => (event: { currentTarget: HTMLElement }) =>
    onAction(dealer, action, event.currentTarget);
  const hidden = (text: string) => <span className="resin-dealers__sr">{text}</span>;
  const newTab = hidden(` ${words.opensInNewTab}`);
  return (
    <article className="resin-dealers__card" part="card" aria-labelledby={nameId}>
      <Heading id={nameId} className="resin-dealers__name" part="card-title">
        {dealer.name}
      </Heading>
      {km === undefined ? null : (
        <p className="resin-dealers__distance" part="distance">
          {words.distance(format.distance(km))}
        </p>
      )}
      <address className="resin-dealers__address">
        {dealer.street}
        <br />
        {dealer.town} {dealer.postalCode}, {dealer.district}
        <br />
        {dealer.region}, {format.country(dealer.country)}
      </address>
      <dl className="resin-dealers__facts">
        <dt>{words.grades}</dt>
        <dd>{format.list(dealer.grades.map((grade) => GRADE_NAMES[grade] ?? grade))}</dd>
        <dt>{words.packs}</dt>
        <dd>{format.packs(dealer.packs)}</dd>
        <dt>{words.services}</dt>
        <dd>{format.list(dealer.services.map((service) => words.serviceNames[service]))}</dd>
        <dt>{words.hours}</dt>
        <dd>{format.list(dealer.hours.map(format.hours))}</dd>
        <dt>{words.languages}</dt>
        <dd>{format.languages(dealer.languages)}</dd>
      </dl>
      <ul className="resin-dealers__actions">
        <li>
          <a href={callHref(dealer)} part="action" onClick={act('call')}>
            {words.call}
            {hidden(` ${dealer.name}:`)} <span dir="ltr">{dealer.phone}</span>
          </a>
        </li>
        <li>
          <a
            href={chatHref(dealer, message)}
            target="_blank"
            rel="noopener noreferrer"
            part="action"
            onClick={act('whatsapp')}
          >
            {words.whatsApp}
            {hidden(`: ${dealer.name}`)}
            {newTab}
          </a>
        </li>
        <li>
          <a
            href={directionsHref(dealer)}
            target="_blank"
            rel="noopener noreferrer"
            part="action"
            onClick={act('directions')}
          >
            {words.directions}
            {hidden(`: ${dealer.name}`)}
            {newTab}
          </a>
        </li>
        <li>
          <a href={`mailto:${dealer.email}`} part="action" onClick={act('email')}>
            {words.email}
            {hidden(` ${dealer.name}:`)} <span dir="ltr">{dealer.email}</span>
          </a>
        </li>
        <li>
          <button
            type="button"
            className="resin-dealers__inquire"
            part="button"
            aria-haspopup="dialog"
            onClick={act('inquiry')}
          >
            {words.inquire}
            {hidden(`: ${dealer.name}`)}
          </button>
        </li>
        {more ? <li>{more}</li> : null}
      </ul>
    </article>
  );
}
