// docgen dev client: added to every HTML page by the dev server (never part of a build). Plain browser JavaScript.
// Listens to /__docgen/events: a re-rendered page is fetched as page data and handed to the running app
// (no reload), a site-wide change reloads, and content errors show in an overlay until they are fixed.
/* global window, document, location, EventSource, CustomEvent, fetch, console */
(function () {
  'use strict';
  // Keep in step with client/PageRoot.tsx (PAGE_DATA_EVENT) and core/routes/paths.ts (pageDataPathForRoute).
  var PAGE_DATA_EVENT = 'docgen:page-data';
  var OVERLAY_ID = '__docgen-dev-overlay';

  function currentRoute() {
    var path = decodeURIComponent(location.pathname)
      .replace(/\/index\.html$/, '/')
      .replace(/\.html$/, '');
    if (path.length > 1) path = path.replace(/(?<!\/)\/+$/, '');
    return path || '/';
  }

  function pageDataPath(route) {
    return route === '/' ? '/_data/index.json' : '/_data' + route + '.json';
  }

  function showPage(route) {
    return fetch(pageDataPath(route), { cache: 'no-store' })
      .then(function (response) {
        if (!response.ok) throw new Error(response.status + ' ' + response.statusText);
        return response.json();
      })
      .then(function (page) {
        window.dispatchEvent(new CustomEvent(PAGE_DATA_EVENT, { detail: page }));
      })
      .catch(function (error) {
        console.warn('[docgen] could not update the page, reloading:', error);
        location.reload();
      });
  }

  function showOverlay(text) {
    var overlay = document.getElementById(OVERLAY_ID);
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.id = OVERLAY_ID;
      overlay.setAttribute('role', 'alertdialog');
      overlay.setAttribute('aria-label', 'Build error');
      // Opaque and the same in both colour modes: the page below must not show through the error text.
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgb(20,20,24);' +
        'color:#fff;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';
      var title = document.createElement('div');
      title.textContent = 'docgen: the site has errors. Fix them and save; this closes by itself.';
      title.style.cssText = 'color:#ff8a80;font-weight:bold;margin-bottom:1rem';
      var close = document.createElement('button');
      close.type = 'button';
      close.textContent = 'Close';
      close.style.cssText = 'position:absolute;top:1rem;right:1rem';
      close.onclick = hideOverlay;
      var pre = document.createElement('pre');
      pre.style.cssText = 'white-space:pre-wrap;margin:0';
      overlay.append(title, close, pre);
      document.body.appendChild(overlay);
    }
    overlay.querySelector('pre').textContent = text;
  }

  function hideOverlay() {
    var overlay = document.getElementById(OVERLAY_ID);
    if (overlay) overlay.remove();
  }

  var source = new EventSource('/__docgen/events');
  source.onmessage = function (message) {
    var event = JSON.parse(message.data);
    if (event.type === 'reload') {
      location.reload();
    } else if (event.type === 'error') {
      showOverlay(event.text);
    } else if (event.type === 'page') {
      hideOverlay();
      var route = currentRoute();
      if (event.routes.indexOf(route) !== -1) showPage(route);
    }
  };
})();
