// The inline script of index.html, as written; the build fills in its arguments. It comes before
// the site's stylesheet, which would hold it back until loaded. For the visited route it asks at
// once for the page's picture. For a route the build also wrote as HTML, it fetches that HTML
// (narrow or wide, as the window is; it carries the page's own stylesheets) and shows it in the
// app's root, then starts the app, which renders the same page in its place; the preloader goes
// `preloaderMs` after the page is shown. The app's script waits for the page to be shown because
// on a slow line every byte it pulls delays the first paint. Other routes preload the page's
// stylesheets and start the app at once. Addresses are made absolute, as Vite's own loader writes them,
// so it finds these links and does not fetch the files again.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the build calls it
(function (files, routes, pages, narrow, preloaderMs, app) {
  var path = location.hash.replace(/^#/, '').split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  var page = window.fetch && pages[path];
  var chunks = [];
  var pictures = [];
  // The app re-creates the page's elements: it waits until the page's largest picture has been
  // painted from the HTML (decoded, then two frames), so that the picture is painted once and
  // the app's code does not share the line and the main thread with that paint, and for the
  // page's load event, so the page's own pictures are not kept waiting behind the app's code
  // (at most this long either way).
  var pictureWaitMs = 3000;
  var loaded = new Promise(function (done) {
    if (document.readyState === 'complete') done();
    else addEventListener('load', done);
    setTimeout(done, pictureWaitMs);
  });
  var started = false;
  function link(rel, href, as) {
    var element = document.createElement('link');
    element.rel = rel;
    if (as) element.as = as;
    if (as !== 'image') element.crossOrigin = '';
    element.href = new URL(href, document.baseURI).href;
    document.head.appendChild(element);
    return element;
  }
  function start() {
    if (started) return;
    started = true;
    app.preload.concat(chunks).forEach(function (href) {
      link('modulepreload', href);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = new URL(app.entry, document.baseURI).href;
    document.head.appendChild(script);
  }
  (routes[path] || []).forEach(function (index) {
    var href = files[index];
    if (/\.js$/.test(href)) chunks.push(href);
    else if (/\.css$/.test(href)) link('preload', href, 'style');
    else {
      // At the browser's own priority for a preloaded picture: asking for 'high' made the
      // picture share the line with the page's HTML, and LCP came later.
      pictures.push(link('preload', href, 'image').href);
    }
  });
  if (!page) return start();
  document.title = page[1];
  var width = matchMedia(narrow).matches ? 'narrow' : 'wide';
  var html = fetch('prerender/' + page[0] + '.' + width + '.html').then(function (response) {
    return response.ok ? response.text() : '';
  });
  // The script runs in the head: the app's root and the site's stylesheet are there only once
  // the document is parsed, which the page's HTML may beat on a fast line.
  var parsed = new Promise(function (done) {
    if (document.readyState !== 'loading') done();
    else document.addEventListener('DOMContentLoaded', done);
  });
  Promise.all([html, parsed]).then(function (results) {
    var text = results[0];
    var root = document.getElementById('root');
    if (text && root && !root.firstChild) {
      root.innerHTML = text;
      // The page's own stylesheets stay when the app replaces the page: the app's loader finds
      // them here and does not fetch their files.
      root.querySelectorAll('style[data-href]').forEach(function (style) {
        document.head.appendChild(style);
      });
      var preloader = document.getElementById('preloader');
      setTimeout(function () {
        if (preloader) preloader.setAttribute('data-phase', 'fading');
      }, preloaderMs);
    }
    var shown = pictures.map(function (href) {
      var image = [].filter.call(document.images, function (img) {
        return img.src === href;
      })[0];
      return new Promise(function (done) {
        if (!image || !image.decode) return done();
        image.decode().then(function () {
          requestAnimationFrame(function () {
            requestAnimationFrame(done);
          });
        }, done);
        setTimeout(done, pictureWaitMs);
      });
    });
    Promise.all(shown.concat([loaded])).then(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }, start);
});
