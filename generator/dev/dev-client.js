// docgen dev client: added to every HTML page by the dev server (never part of a build). Plain browser JavaScript.
// Listens to /__docgen/events: a re-rendered page is shown anew by the running app (no reload), a site-wide change
// reloads, and content problems show in an overlay until they are fixed.
/* global window, document, location, EventSource, CustomEvent */
(function () {
  'use strict';
  // Keep in step with client/current-page.ts (PAGE_REBUILT_EVENT).
  var PAGE_REBUILT_EVENT = 'docgen:page-rebuilt';
  var OVERLAY_ID = '__docgen-dev-overlay';

  function currentRoute() {
    var path = decodeURIComponent(location.pathname)
      .replace(/\/index\.html$/, '/')
      .replace(/\.html$/, '');
    if (path.length > 1) path = path.replace(/(?<!\/)\/+$/, '');
    return path || '/';
  }

  /** The app's router fetches the page again and shows it; a page without one (the sign-in shell) reloads. */
  function showPage() {
    var event = new CustomEvent(PAGE_REBUILT_EVENT, { cancelable: true });
    if (window.dispatchEvent(event)) location.reload();
  }

  /**
   * Errors cover the page (the build would fail); warnings only show in a panel at the bottom, so the page can
   * still be read. Either closes by itself once the problems are fixed.
   */
  function showOverlay(event) {
    var errors = event.diagnostics.filter(function (d) {
      return d.severity === 'error';
    }).length;
    var overlay = document.getElementById(OVERLAY_ID);
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.id = OVERLAY_ID;
      overlay.setAttribute('role', 'alertdialog');
      var title = document.createElement('div');
      title.style.cssText = 'font-weight:bold;margin-bottom:1rem';
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
    overlay.dataset.errors = String(errors);
    overlay.setAttribute('aria-label', errors > 0 ? 'Build errors' : 'Build warnings');
    // Opaque and the same in both colour modes: the page below must not show through the text.
    overlay.style.cssText =
      'position:fixed;z-index:2147483647;overflow:auto;padding:2rem;background:rgb(20,20,24);color:#fff;' +
      'font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;' +
      (errors > 0 ? 'inset:0' : 'left:0;right:0;bottom:0;max-height:40vh;border-top:3px solid #ffd54f');
    var warnings = event.diagnostics.length - errors;
    var heading = overlay.firstChild;
    heading.style.color = errors > 0 ? '#ff8a80' : '#ffd54f';
    heading.textContent =
      'docgen: ' +
      (errors > 0
        ? errors + ' error(s)' + (warnings > 0 ? ' and ' + warnings + ' warning(s)' : '')
        : warnings + ' warning(s)') +
      ' that docgen build would report. Fix them and save; this closes by itself.';
    overlay.querySelector('pre').textContent = event.text;
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
    } else if (event.type === 'problems') {
      if (event.diagnostics.length > 0) showOverlay(event);
      else hideOverlay();
    } else if (event.type === 'page') {
      var route = currentRoute();
      if (event.routes.indexOf(route) !== -1) showPage();
    }
  };
})();
