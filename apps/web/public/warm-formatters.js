// Article pages, the crisis page and the chat show dates with Intl.DateTimeFormat, and a page's first formatter
// loads the locale's data (15–50 ms of a phone's CPU, 200–300 ms in Lighthouse's slow phone). Made here, while the
// app's code is still downloading and the page has nothing else to do, the data is ready when the page renders.
// It runs in a task of its own, after the parser has read the page and asked for every file the head lists: run as
// the shell was parsed, it held up those requests for as long as it took. (Articles: the reader's locale; the crisis page: British English,
// features/crisis-lines/utils/format-date.ts; the chat: British English for its times, features/chat/utils/format.ts.)
setTimeout(function () {
  try {
    if (location.pathname.indexOf('/articles/') === 0) new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
    if (location.pathname.indexOf('/get-support/crisis-help') === 0) new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    if (location.pathname.indexOf('/ai-chat') === 0) new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  } catch (e) {
    // Formatting will load the data itself.
  }
}, 0);
