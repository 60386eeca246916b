// A form's outcome: the error (announced as an alert) and the success message (a status).
interface Props {
  error?: string | null;
  success?: string | null;
}

export function FormMessages({ error, success }: Props) {
  return (
    <>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {success && (
        <p className="alert alert-success" role="status">
          {success}
        </p>
      )}
    </>
  );
}
