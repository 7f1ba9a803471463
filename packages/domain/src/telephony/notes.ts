import { z } from 'zod';
import { hasHiddenCharactersBesideLineBreaks } from '../schemas/hidden-characters';

/** The spec's words (portal-access, telephony actions). */
export const EMPTY_NOTE_MESSAGE = 'You cannot save an empty note';
export const NOTE_MAX_LENGTH = 2_000;
export const NOTE_TOO_LONG_MESSAGE = `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString('en-GB')} characters`;

/**
 * POST /api/note (form-encoded): the note's text. Line breaks and tabs are kept (an agent writes
 * paragraphs); other hidden characters are refused.
 */
export const noteInputSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, EMPTY_NOTE_MESSAGE)
      .max(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE)
      .refine((content) => !hasHiddenCharactersBesideLineBreaks(content), {
        error: 'A note cannot contain hidden characters',
      }),
  })
  .strict();
export type NoteInput = z.infer<typeof noteInputSchema>;

/** GET /api/notes: newest first. dateCreated is an ISO instant; the page shows it as formatNoteTime. */
export const noteSchema = z.object({
  id: z.string(),
  content: z.string(),
  dateCreated: z.string(),
  agentName: z.string().nullable(),
});
export type Note = z.infer<typeof noteSchema>;
export const notesResponseSchema = z.object({ notes: z.array(noteSchema) });
export type NotesResponse = z.infer<typeof notesResponseSchema>;

const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** The spec's dd/MM/yyyy h:mm a, in UK time: "27/11/2026 9:05 AM". */
export function formatNoteTime(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    LONDON_PARTS.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  const hour = String(Number(part('hour')) || 12);
  return `${part('day')}/${part('month')}/${part('year')} ${hour}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
