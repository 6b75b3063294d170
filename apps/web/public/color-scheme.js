// Sets the colour scheme before the first paint so a dark-mode reader never sees a white flash.
(function () {
  try {
    var stored = localStorage.getItem('mantine-color-scheme-value');
    var scheme = stored === 'light' || stored === 'dark' ? stored : (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch (e) {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
// Article pages, the crisis page and the chat show dates with Intl.DateTimeFormat, and a page's first formatter
// loads the locale's data (15–50 ms of a phone's CPU). Made here, while the app's code is still downloading and the
// page has nothing else to do, the data is ready when the page renders (articles: the reader's locale; the crisis
// page: British English, features/crisis-lines/utils/format-date.ts; the chat: British English for its times,
// features/chat/utils/format.ts, and the reader's locale for the message box's character count).
(function () {
  try {
    if (location.pathname.indexOf('/articles/') === 0) new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
    if (location.pathname.indexOf('/get-support/crisis-help') === 0) new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    if (location.pathname.indexOf('/ai-chat') === 0) {
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
      new Intl.NumberFormat();
    }
  } catch (e) {
    // Formatting will load the data itself.
  }
})();
