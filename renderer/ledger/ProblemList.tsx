// Every problem with what the GM gave us, in plain words. Problems quote hostile text (a pasted
// ruleset, a player's name), so they are rendered as React text, never as HTML.
export function ProblemList({ problems, title }: { problems: string[]; title: string }) {
  if (problems.length === 0) return null;
  return (
    <div className="error" role="alert" data-testid="ledger-problems">
      <p>{title}</p>
      <ul>{problems.map((p, i) => <li key={i}>{p}</li>)}</ul>
    </div>
  );
}
