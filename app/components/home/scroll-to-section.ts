/** Brings the home section an address names (`#contact`) into view, if there is one. */
export function scrollToSection(hash: string): void {
  if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
}
