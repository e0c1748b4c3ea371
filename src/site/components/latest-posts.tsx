import { useEffect } from 'react';
import { useNearViewport } from './use-near-viewport';
import { useOnDemand } from './use-on-demand';
import './latest-posts.css';

const loadTeasers = () => import('./post-teasers');

/** How far below the viewport the teasers start loading, so they are there when reached. */
const PRELOAD_MARGIN_PX = 800;

/**
 * The newest `count` blog posts. Their code and the articles they come from load only as the
 * section nears the viewport, in a box that keeps room for them meanwhile.
 */
export function LatestPosts({ count }: { count: number }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(PRELOAD_MARGIN_PX);
  const [teasers, load] = useOnDemand(loadTeasers);
  useEffect(() => {
    if (near) load();
  }, [near, load]);
  return (
    <div ref={ref} className="latest-posts">
      {teasers && <teasers.NewestPosts count={count} />}
    </div>
  );
}
