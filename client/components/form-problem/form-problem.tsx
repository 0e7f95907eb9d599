/** What the server refused about a form as a whole, announced when it appears; nothing when there is no problem. */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="alert alert--error" role="alert">
      {message}
    </p>
  );
}
