import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { SERVICE_LABELS } from '../../../content/services';
import type { ServiceCard as Service } from '../../../content/types';
import { Picture } from '../../components/picture';

export interface ServiceCardProps {
  service: Service;
  /** Opens the enquiry for this service; `opener` gets focus back when it closes. */
  onEnquire: (serviceName: string, opener: HTMLElement) => void;
  /** Starts fetching the enquiry form, as the pointer or focus reaches a button that opens it. */
  onPrepare: () => void;
  /** The id of the hint that says the title opens the enquiry form. */
  titleHintId: string;
}

/**
 * A service with its picture and name; its description opens and closes with a click anywhere
 * on the title row (the keyboard's way in is the Description button at its end). The name
 * itself, drawn as a link, opens the enquiry form, as the Know More button does.
 */
export function ServiceCard({ service, onEnquire, onPrepare, titleHintId }: ServiceCardProps) {
  const [open, setOpen] = useState(false);
  const panelId = `${useId()}-description`;
  const name = service.service_name;
  const opensEnquiry = {
    'aria-haspopup': 'dialog',
    onPointerEnter: onPrepare,
    onFocus: onPrepare,
    onClick: (event: MouseEvent<HTMLButtonElement>) => onEnquire(name, event.currentTarget),
  } as const;

  // The Description button has no handler of its own: its click (also from Enter or Space)
  // bubbles here like any other click on the row. Only the name, which opens the form, is left out.
  const onRowClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('.service-card__name')) return;
    setOpen((was) => !was);
  };

  return (
    <li id={service.slug} className="service-card card">
      <Picture picture={service.src} className="service-card__image" />
      <div className="service-card__body">
        <div className="service-card__row" onClick={onRowClick}>
          <h3 className="service-card__title">
            <button
              type="button"
              className="service-card__name"
              aria-describedby={titleHintId}
              {...opensEnquiry}
            >
              {name}
            </button>
          </h3>
          <button
            type="button"
            className="service-card__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={SERVICE_LABELS.descriptionOf(name)}
          >
            <span className="service-card__toggle-text">{SERVICE_LABELS.description}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="m6 9 6 6 6-6" />
            </svg>
          </button>
        </div>
        <div id={panelId} className="service-card__description" hidden={!open}>
          <p>{service.service_description}</p>
          <Link to={service.path} aria-label={SERVICE_LABELS.detailsOf(name)}>
            {SERVICE_LABELS.details}
          </Link>
        </div>
        <button
          type="button"
          className="btn btn--primary service-card__know-more"
          aria-label={SERVICE_LABELS.knowMoreAbout(name)}
          {...opensEnquiry}
        >
          {SERVICE_LABELS.knowMore}
        </button>
      </div>
    </li>
  );
}
