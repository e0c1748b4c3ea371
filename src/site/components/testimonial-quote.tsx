import type { Testimonial } from '../../content/home';

/**
 * One customer's words: the title, the review as a quote, and who said it with their portrait.
 * `block` names the class block of the list it sits in (`<block>__title`, `__person`,
 * `__position`), which styles it.
 */
export function TestimonialQuote({
  testimonial: t,
  block,
  className,
}: {
  testimonial: Testimonial;
  block: string;
  className?: string;
}) {
  return (
    <figure className={className}>
      <h3 className={`${block}__title`}>{t.title}</h3>
      <blockquote>
        <p>{t.review}</p>
      </blockquote>
      <figcaption className={`${block}__person`}>
        <img
          src={t.src.src}
          alt=""
          width={t.src.width}
          height={t.src.height}
          loading="lazy"
          decoding="async"
        />
        <span>
          <strong>{t.name}</strong>
          <span className={`${block}__position`}>{t.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}
