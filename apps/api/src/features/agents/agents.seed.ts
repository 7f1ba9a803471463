import type { DbOrTx } from '../../db/client';
import { agents } from '../../db/schema';

/** A demo call-centre agent to sign in as (`npm run agent-token -- --agent "Sam Carter"`); never in production. */
export const DEMO_AGENT = {
  name: 'Sam Carter',
  email: 'sam.carter@agents.threshold.example',
} as const;

export async function seedDemoAgent(tx: DbOrTx): Promise<void> {
  await tx.insert(agents).values(DEMO_AGENT).onConflictDoNothing({ target: agents.email });
}
