// Takeover toggle: the sections it shows and hides are found by their
// wrapper's id (the page renderer gives each wrapper its section id).

/** Shows (hidden removed) or hides each listed element that is on the page; returns the ids found. */
export function setSectionsShown(doc: Document, ids: readonly string[], shown: boolean): string[] {
  const found: string[] = [];
  for (const id of ids) {
    const element = doc.getElementById(id);
    if (!element) continue;
    element.hidden = !shown;
    found.push(id);
  }
  return found;
}
