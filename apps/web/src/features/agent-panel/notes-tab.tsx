import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPTY_NOTE_MESSAGE, formatNoteTime } from '@threshold/domain/telephony/notes';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { describeError } from '../../api/error-message';
import { notesQuery, saveNote } from './agent-panel.api';

/** Notes/History: a note form (POST /api/note) and the enrolment's notes, newest first. */
export function NotesTab({ enrolmentId }: { enrolmentId: string }) {
  const queryClient = useQueryClient();
  const notes = useQuery(notesQuery(enrolmentId));
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const fieldId = `${id}-note`;

  const fail = (message: string) => {
    setError(message);
    setStatus('');
    // The summary takes focus once it is drawn, so a screen reader reads the problem first.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (!content.trim()) {
      fail(EMPTY_NOTE_MESSAGE);
      return;
    }
    setIsSaving(true);
    try {
      await saveNote(content);
      setContent('');
      setError(null);
      setStatus('Note saved');
      await queryClient.invalidateQueries({ queryKey: notesQuery(enrolmentId).queryKey });
      // A note is personal data: Right to be forgotten is offered from now on.
      await queryClient.invalidateQueries({ queryKey: ['data-privacy'] });
    } catch (caught) {
      const fieldMessage = caught instanceof ApiError ? caught.body?.errors?.content : undefined;
      fail(typeof fieldMessage === 'string' ? fieldMessage : describeError(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="agent-notes">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {error && (
          <div
            ref={summaryRef}
            className="error-summary"
            tabIndex={-1}
            aria-labelledby={`${id}-summary-title`}
          >
            <h3 id={`${id}-summary-title`} className="error-summary__title">
              There is a problem
            </h3>
            <ul className="error-summary__list">
              <li>
                <a
                  href={`#${fieldId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId)?.focus();
                  }}
                >
                  {error}
                </a>
              </li>
            </ul>
          </div>
        )}
        <div className={error ? 'field field--error' : 'field'}>
          <label className="field__label" htmlFor={fieldId}>
            Note
          </label>
          {error && (
            <p id={`${fieldId}-error`} className="field__error">
              <span className="visually-hidden">Error: </span>
              {error}
            </p>
          )}
          <textarea
            id={fieldId}
            name="content"
            className="input agent-notes__input"
            rows={4}
            value={content}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => setContent(event.target.value)}
          />
        </div>
        <button type="submit" className="button" aria-disabled={isSaving || undefined}>
          Save note
        </button>
        <p role="status" className="agent-panel__status">
          {status}
        </p>
      </form>
      <h3 className="agent-notes__title">History</h3>
      {notes.isPending && <p>Loading the notes…</p>}
      {notes.isError && (
        <p className="notice notice--error" role="alert">
          {describeError(notes.error)}
        </p>
      )}
      {notes.data?.length === 0 && <p>No notes yet.</p>}
      {notes.data && notes.data.length > 0 && (
        <ol className="agent-notes__list" aria-label="Notes, newest first">
          {notes.data.map((note) => (
            <li key={note.id} className="agent-notes__note">
              <p className="agent-notes__meta">
                <time dateTime={note.dateCreated}>
                  {formatNoteTime(new Date(note.dateCreated))}
                </time>
                {note.agentName && <span> · {note.agentName}</span>}
              </p>
              <p className="agent-notes__content">{note.content}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
