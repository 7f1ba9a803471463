/**
 * A provider call bounded in time: an answer slower than `ms` becomes `timedOut()`, and a failure
 * becomes `failed(error)` (which may hand back the error itself), so a hung outside system never
 * hangs a request. The timer is cleared however the call ends.
 */
export function answerWithin<T>(
  ms: number,
  answer: () => Promise<T>,
  errors: { timedOut: () => Error; failed: (error: unknown) => Error },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(errors.timedOut()), ms);
    Promise.resolve()
      .then(answer)
      .then(resolve, (error: unknown) => reject(errors.failed(error)))
      .finally(() => clearTimeout(timer));
  });
}
