/** Moves focus between result links with the arrow keys (the list is one tab stop's worth of links). */
export function focusResult(container: HTMLElement | null, index: number) {
  const links = container?.querySelectorAll<HTMLElement>('[data-result]');
  if (!links?.length) return;
  links[Math.max(0, Math.min(index, links.length - 1))]?.focus();
}
