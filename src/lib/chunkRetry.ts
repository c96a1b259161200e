// Retrying a page's code after its download failed. Browsers that follow the HTML standard as it
// stood before whatwg/html#10327 (Chromium 150 and 155 among them) remember a failed module fetch
// for the life of the page: import() of that chunk fails again at once, without asking the
// server. So a retry that fails again, while the server answers, can only succeed after a page
// reload. The address, the session and the settings survive a reload; the error screen it
// replaces held nothing the user entered. A server that still does not answer keeps the error
// screen (never the browser's own offline page).

/** The module address in a browser's "failed to fetch dynamically imported module" error, or null. */
export function failedModuleUrl(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    // Chromium: "Failed to fetch dynamically imported module: <url>";
    // Firefox: "error loading dynamically imported module: <url>". Safari names no address.
    const match = /dynamically imported module: (\S+)/i.exec(e.message);
    if (match) return match[1];
  }
  return null;
}

export interface RetryEnvironment {
  fetch: typeof fetch;
  reload: () => void;
  pageUrl: string;
}

const browser = (): RetryEnvironment => ({
  fetch: (...args) => globalThis.fetch(...args),
  reload: () => window.location.reload(),
  pageUrl: window.location.href,
});

/**
 * For a retried chunk that failed again: reloads the page if the server answers now (the promise
 * then never settles; the loading placeholder stays until the page goes), otherwise rejects with
 * the error.
 */
export async function reloadIfServerAnswers(error: unknown, env: RetryEnvironment = browser()): Promise<never> {
  const url = failedModuleUrl(error) ?? env.pageUrl;
  let answers = false;
  try {
    answers = (await env.fetch(url, { cache: 'no-store' })).ok;
  } catch {
    // Still offline.
  }
  if (!answers) throw error;
  env.reload();
  return new Promise<never>(() => undefined);
}
