import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_ENQUIRY_BELOW_PX, HOME_ENQUIRY_PRELOAD_MARGIN_PX } from '../../../content/constants';
import { Reveal } from '../../../ui/reveal/reveal';
import { useMediaQuery } from '../../components/use-media-query';
import { useNearViewport } from '../../components/use-near-viewport';
import { useSiteText } from '../../i18n/site-words';
import './home-enquiry.css';

const HomeEnquiryForm = lazy(() => import('./home-enquiry-form'));

// max-width is inclusive, so stop a fraction of a pixel short of the breakpoint.
const NARROW_WINDOW = `(max-width: ${HOME_ENQUIRY_BELOW_PX - 0.02}px)`;

/**
 * 'Send an enquiry', the home page's mobile-only enquiry form. Wide windows have the
 * header's 'Inquire Now' in view at all times and get no section at all; narrow ones fetch the
 * form's code only when the section comes near the viewport, so a visit that never scrolls
 * there never pays for it.
 */
export function HomeEnquirySection() {
  const narrow = useMediaQuery(NARROW_WINDOW);
  // Before the window is known (the page's HTML) the section is there and CSS hides it on
  // wide windows; the app then keeps it on narrow ones only.
  return narrow === false ? null : <EnquirySection untilKnown={narrow === undefined} />;
}

function EnquirySection({ untilKnown }: { untilKnown: boolean }) {
  const { pageText } = useSiteText();
  const [slotRef, near] = useNearViewport<HTMLDivElement>(HOME_ENQUIRY_PRELOAD_MARGIN_PX);
  return (
    <section
      id="home-enquiry"
      className="section home-enquiry"
      data-until-known={untilKnown || undefined}
      aria-labelledby="home-enquiry-heading"
    >
      <div className="container home-enquiry__inner">
        <Reveal className="home-enquiry__text">
          <p className="eyebrow">{pageText.enquiryEyebrow}</p>
          <h2 id="home-enquiry-heading">{pageText.enquiryHeading}</h2>
          <p className="section__intro">{pageText.enquiryIntro}</p>
        </Reveal>
        <Reveal className="card home-enquiry__card" delay={1}>
          {/* Holds the form's height before its code arrives, so nothing below moves. */}
          <div ref={slotRef} className="home-enquiry__slot">
            {near && (
              <LoadFailure
                fallback={
                  <p className="home-enquiry__failed" role="status">
                    {pageText.enquiryUnavailable}{' '}
                    <Link to="/inquiry">{pageText.enquiryPageLink}</Link>.
                  </p>
                }
              >
                <Suspense fallback={null}>
                  <HomeEnquiryForm />
                </Suspense>
              </LoadFailure>
            )}
          </div>
        </Reveal>
      </div>
    </section>
  );
}

/** A form whose code failed to download points to the Inquiry page instead of breaking home. */
class LoadFailure extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
