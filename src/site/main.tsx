import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/theme.css';
import { createSiteRouter } from './router';

const root = document.getElementById('root');
if (root) {
  const router = createSiteRouter();
  // As a transition, React renders the first page in small slices that leave the main thread
  // free between them, instead of one long task a slow phone cannot answer input during.
  const render = () =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    );
  // The visited page's chunk is already on its way (index.html preloads it): wait for it and
  // render the whole page in one pass rather than the shell with a placeholder and then again.
  if (router.state.initialized) render();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render();
    });
  }
}
