/* global document, requestAnimationFrame */
// Starts the web app one frame after the browser has drawn the page the server sent with the login
// page already in it (server: platform/http/spa-prerender.ts, issue 17 #1). The server names the
// app's entry here instead of in a module script because a module script runs as soon as the
// document is parsed, and a browser that has the scripts by then runs them all before it draws
// anything: the drawn copy would appear only with the app, after its JavaScript has run. The entry's
// files are fetched meanwhile (the head's modulepreload links), so starting later costs one frame.
// A tab opened in the background draws no frames: the timer starts the app there.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
