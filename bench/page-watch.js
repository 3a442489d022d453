/**
 * Injected into the task-lists page before its own scripts by bench/browser.ts (which calls watchPage).
 * Each animation frame it looks for the first task row whose checkbox is enabled and on screen; once that
 * frame has painted (a message posted from the frame is handled after it) the rows are there. The page is
 * usable at that moment or at the end of the last long task, whichever is later, once no long task has come
 * and the number of rows has not changed for `quietMs`. Times are from navigation start (performance.now()).
 */
// biome-ignore lint/correctness/noUnusedVariables: called by the line bench/browser.ts appends.
function watchPage(quietMs) {
  const longTasks = [];
  new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: "longtask", buffered: true });
  let rowsPaintedMs;
  let painting = false;
  let rowCount = 0;
  let allRowsMs = 0;
  // The result is announced on the console: asking the page (page.evaluate) while it loads would inject the
  // driver's own script into it and add that work to what is measured.
  const settle = (result) => {
    window.__cairnPageResult = result;
    console.debug("cairn-page-ready");
  };
  new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error("no usable task row within 30 s")), 30_000);
    const afterPaint = (then) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = then;
      channel.port2.postMessage(null);
    };
    const frame = () => {
      const now = performance.now();
      const rows = document.querySelectorAll('[data-testid="task-row"]').length;
      if (rows !== rowCount) {
        rowCount = rows;
        allRowsMs = now;
      }
      if (!painting) {
        const box = document.querySelector('[data-testid="task-row"] input[type="checkbox"]');
        const rect = box && !box.disabled ? box.getBoundingClientRect() : undefined;
        if (rect && rect.width > 0 && rect.top < window.innerHeight) {
          painting = true;
          afterPaint(() => {
            rowsPaintedMs = performance.now();
          });
        }
      }
      const lastLongTaskEndMs = Math.max(0, ...longTasks.map((t) => t.startTime + t.duration));
      const settled = Math.max(rowsPaintedMs ?? Number.POSITIVE_INFINITY, lastLongTaskEndMs, allRowsMs);
      if (rowsPaintedMs !== undefined && now - settled > quietMs) {
        resolve({ rowsPaintedMs, lastLongTaskEndMs, allRowsMs, rowsInDocument: rowCount, longTasks: longTasks.length });
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }).then(settle, (error) => settle({ error: String(error) }));
}
