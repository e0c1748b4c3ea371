// What a partner writes as one tag:
//   <script type="module" src="https://<kalpa site>/embed/resin-widgets.js"></script>
// These demo pages are served both by the site itself (/demo/) and from other origins in the
// browser tests, so they add that same tag for the site named by `?site=` (default: this
// page's own origin).
const site = new URLSearchParams(window.location.search).get('site') ?? window.location.origin;
const script = document.createElement('script');
script.type = 'module';
script.src = new URL('/embed/resin-widgets.js', site).href;
document.head.append(script);

// Keep ?site= on links between the demo pages.
for (const link of document.querySelectorAll('a[data-demo-link]')) {
  const url = new URL(link.getAttribute('href'), window.location.href);
  if (site !== window.location.origin) url.searchParams.set('site', site);
  link.setAttribute('href', url.href);
}
