/** Spec 9: a download's object URL is released after 2 s (long enough for every browser to start it). */
export const RELEASE_URL_MS = 2000;

/** Hands a Blob to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), RELEASE_URL_MS);
}
