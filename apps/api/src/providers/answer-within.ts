type Watched = { deadline: number; expire: () => void };

/**
 * Every call still waiting, under one timer set for the earliest deadline: a call that answers in
 * time (nearly all) costs a set entry, not a timer made and cleared on every request.
 */
const waiting = new Set<Watched>();
let timer: NodeJS.Timeout | undefined;
let timerAt = Infinity;

function schedule(at: number): void {
  if (timer !== undefined) clearTimeout(timer);
  timerAt = at;
  timer = setTimeout(expireDue, Math.max(0, at - Date.now()));
  // A waiting call keeps nothing alive: the process may end while one is outstanding.
  timer.unref();
}

function expireDue(): void {
  timer = undefined;
  timerAt = Infinity;
  const now = Date.now();
  let next = Infinity;
  for (const watched of waiting) {
    if (watched.deadline <= now) {
      waiting.delete(watched);
      watched.expire();
    } else if (watched.deadline < next) next = watched.deadline;
  }
  if (next !== Infinity) schedule(next);
}

function watch(ms: number, expire: () => void): Watched {
  const watched = { deadline: Date.now() + ms, expire };
  waiting.add(watched);
  if (watched.deadline < timerAt) schedule(watched.deadline);
  return watched;
}

/**
 * A provider call bounded in time: an answer slower than `ms` becomes `timedOut()`, and a failure
 * becomes `failed(error)` (which may hand back the error itself), so a hung outside system never
 * hangs a request. The call stops being watched however it ends.
 */
export function answerWithin<T>(
  ms: number,
  answer: () => Promise<T>,
  errors: { timedOut: () => Error; failed: (error: unknown) => Error },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const watched = watch(ms, () => reject(errors.timedOut()));
    const fail = (error: unknown) => {
      waiting.delete(watched);
      reject(errors.failed(error));
    };
    let answered: Promise<T>;
    try {
      answered = answer();
    } catch (error) {
      fail(error);
      return;
    }
    answered.then((value) => {
      waiting.delete(watched);
      resolve(value);
    }, fail);
  });
}
