import type { Clock } from '@threshold/domain/dates/clock';
import { noteInputSchema, type Note } from '@threshold/domain/telephony/notes';
import type { Caller } from '../../auth/caller';
import { AppError } from '../../http/app-error';
import type { NoteRow, NotesRepo } from './notes.repo';

export type NotesService = ReturnType<typeof createNotesService>;

function noteOf(row: NoteRow): Note {
  return {
    id: row.id,
    content: row.content,
    dateCreated: row.createdAt.toISOString(),
    agentName: row.agentName,
  };
}

/** An agent's notes on the enrolment they assist (portal-access 7: POST /note, GET /notes). */
export function createNotesService(deps: { repo: NotesRepo; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** The form's field, checked with the domain's rule: "You cannot save an empty note". */
    async add(caller: Caller, body: unknown): Promise<Note> {
      const parsed = noteInputSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError('VALIDATION', issue?.message ?? 'You cannot save an empty note', {
          status: 400,
          field: 'content',
        });
      }
      const saved = await repo.insert(
        {
          enrolmentId: caller.enrolment.id,
          agentId: caller.claims.subject,
          content: parsed.data.content,
        },
        clock.now(),
      );
      return noteOf(saved);
    },

    async list(caller: Caller): Promise<Note[]> {
      return (await repo.list(caller.enrolment.id)).map(noteOf);
    },
  };
}
