// "View on Facebook" for an event imported from a Facebook page, when it has a link.
export function FacebookEventLink({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  return (
    <a className="button button-secondary" href={url} target="_blank" rel="noopener noreferrer">
      View on Facebook
    </a>
  );
}
