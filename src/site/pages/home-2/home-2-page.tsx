import { useEffect } from 'react';
import { PAGE_TITLES } from '../../../content/site-text';
import { afterLoadAndIdle } from '../../components/after-load-and-idle';
import { useOnDemand } from '../../components/use-on-demand';
import { BannerSlider } from './banner-slider';
import './home-2-page.css';

const loadSections = () => import('./home-2-sections');

/**
 * The second home layout: FRP in building and renovation. The banner is the first paint; the
 * sections below it arrive once the page has loaded (sooner if the visitor scrolls), in a space
 * as tall as the window that keeps the footer out of view until they do.
 */
export default function Home2Page() {
  const [sections, load] = useOnDemand(loadSections);
  useEffect(() => {
    const cancel = afterLoadAndIdle(load);
    window.addEventListener('scroll', load, { once: true, passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', load);
    };
  }, [load]);

  return (
    <div className="home-2-page">
      <section className="home-2-banner" aria-labelledby="home-2-title">
        <div className="container">
          <h1 id="home-2-title" className="home-2-banner__heading">
            {PAGE_TITLES.home2}
          </h1>
          <BannerSlider />
        </div>
      </section>
      {sections ? <sections.Home2Sections /> : <div className="home-2-pending" />}
    </div>
  );
}
