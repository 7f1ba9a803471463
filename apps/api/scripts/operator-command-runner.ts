import type { z } from 'zod';
import {
  askServer,
  noServerLine,
  OperatorCommandError,
  type OperatorAnswer,
  refusalOf,
  serverTarget,
} from '../src/cli/operator-command';
import { AppError, isAppError } from '../src/http/app-error';
import { fail, runTool, type ScriptContext } from './script-context';

function isFieldErrors(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

const fieldLines = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('\n');

/**
 * Runs an operator command: its input checked by the API's own schema, sent to the running
 * server's operator API, or, when no server answers, done here on the database through the same
 * service the route calls. Either way the same lines are printed.
 */
export async function runOperatorCommand<Input, Result>(command: {
  url: string | undefined;
  path: string;
  schema: z.ZodType<Input, unknown>;
  input: unknown;
  direct: (context: ScriptContext, input: Input) => Promise<Result>;
  lines: (result: Result) => string[];
}): Promise<void> {
  const checked = command.schema.safeParse(command.input);
  if (!checked.success)
    fail(
      checked.error.issues
        .map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`)
        .join('\n'),
    );
  const target = serverTarget(command.url, process.env);
  if ('error' in target) fail(target.error);
  let answer: OperatorAnswer = { reached: false };
  try {
    if (!target.freeDataDir) answer = await askServer(target, command.path, command.input);
  } catch (error) {
    if (error instanceof OperatorCommandError) fail(error.message);
    throw error;
  }
  if (answer.reached) {
    if (answer.status < 200 || answer.status > 299) fail(refusalOf(target, answer).message);
    for (const line of command.lines(answer.body as Result)) console.log(line);
    return;
  }
  console.error(noServerLine(target));
  await runTool(async (context) => {
    let result: Result;
    try {
      result = await command.direct(context, checked.data);
    } catch (error) {
      // A lead's field errors, one line each, as the server's answer prints them.
      if (isAppError(error) && 'errors' in error && isFieldErrors(error.errors))
        throw new AppError(error.code, fieldLines(error.errors), { status: error.status });
      throw error;
    }
    for (const line of command.lines(result)) console.log(line);
  });
}
