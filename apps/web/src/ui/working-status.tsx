/** A spinner with what is happening, announced politely (e.g. while a link is checked). */
export function WorkingStatus({ message }: { message: string }) {
  return (
    <div className="working-status" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
