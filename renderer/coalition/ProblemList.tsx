// A short list of problems in plain words (import errors, refused actions). Text only, never HTML.
export function ProblemList({ title, problems }: { title: string; problems: string[] }) {
  if (!problems.length) return null;
  return (
    <div className="error coalition-problems" role="alert" data-testid="coalition-problems">
      <p>{title}</p>
      <ul>{problems.map((p, i) => <li key={i}>{p}</li>)}</ul>
    </div>
  );
}
