import { runAgentToken } from '../src/cli/agent-token';

/** npm run agent-token -- --agent "<name>" [--url <server>]: an agent sign-in token from the running server. */
const outcome = await runAgentToken(process.argv.slice(2), process.env);
if (!outcome.ok) {
  process.stderr.write(`${outcome.error}\n`);
  process.exit(1);
}
for (const line of outcome.lines) console.log(line);
