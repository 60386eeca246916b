// What a read says while it loads and when it fails: "Loading drafts…" as a status, then
// "Drafts could not be loaded. Please try again." as an alert. Nothing once the data is there.
interface Props {
  query: { isPending: boolean; isError: boolean };
  /** What is being read, as it starts a sentence: "Drafts", "Published events". */
  what: string;
}

export function QueryStatus({ query, what }: Props) {
  if (query.isPending) return <p role="status">Loading {what.toLowerCase()}…</p>;
  if (query.isError)
    return (
      <p className="alert alert-error" role="alert">
        {what} could not be loaded. Please try again.
      </p>
    );
  return null;
}
