import type { ListProblem } from './list-problem';

/** A message of the error catalogue, with its code, and Try again when trying again may help. */
export function ProblemNotice({
  problem,
  onRetry,
}: {
  problem: ListProblem;
  onRetry?: () => void;
}) {
  return (
    <div className="notice notice--error broadband-problem" role="alert">
      {problem.title && <h2 className="broadband-problem__title">{problem.title}</h2>}
      <p>{problem.message}</p>
      {problem.code && <p className="broadband-problem__code">Error code: {problem.code}</p>}
      {problem.canRetry && onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
