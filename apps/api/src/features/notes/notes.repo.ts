import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, enrolmentNotes } from '../../db/schema';

export type NoteRow = { id: string; content: string; createdAt: Date; agentName: string | null };
export type NotesRepo = ReturnType<typeof createNotesRepo>;

const NOTES_SHOWN = 200;

export function createNotesRepo(db: Db) {
  return {
    async insert(
      input: { enrolmentId: string; agentId: string; content: string },
      now: Date,
    ): Promise<NoteRow> {
      const [row] = await db
        .insert(enrolmentNotes)
        .values({ ...input, createdAt: now })
        .returning({
          id: enrolmentNotes.id,
          content: enrolmentNotes.content,
          createdAt: enrolmentNotes.createdAt,
        });
      if (!row) throw new Error('note insert returned no row');
      const [author] = await db
        .select({ name: agents.name })
        .from(agents)
        .where(eq(agents.id, input.agentId))
        .limit(1);
      return { ...row, agentName: author?.name ?? null };
    },

    /** The enrolment's notes, newest first, each with the name of the agent who wrote it. */
    async list(enrolmentId: string): Promise<NoteRow[]> {
      return db
        .select({
          id: enrolmentNotes.id,
          content: enrolmentNotes.content,
          createdAt: enrolmentNotes.createdAt,
          agentName: agents.name,
        })
        .from(enrolmentNotes)
        .leftJoin(agents, eq(agents.id, enrolmentNotes.agentId))
        .where(eq(enrolmentNotes.enrolmentId, enrolmentId))
        .orderBy(desc(enrolmentNotes.createdAt))
        .limit(NOTES_SHOWN);
    },
  };
}
