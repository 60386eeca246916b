// The document's title and description, set by each route on client navigation too (the server
// sends them in the HTML for pages it renders).
export function setPageHead(title: string, description?: string): void {
  document.title = title;
  if (description === undefined) return;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}
