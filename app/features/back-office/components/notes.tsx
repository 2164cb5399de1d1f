import { useRef } from "react";
import { useFetcher } from "react-router";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { Button } from "~/components/ui";
import { formatDateTime } from "../format";
import { NOTE_MAX_LENGTH, type NoteActionData } from "~/features/records/notes";
import type { Note } from "~/features/records/notes.server";
import { Card, mutedClass } from "./ui";
import { frenchSpacing } from "~/i18n/typography";

/**
 * The internal notes of a record and the form to add one. The form posts to
 * the detail page's action (intent=note); on success the field empties and
 * keeps the focus, so several notes can be written from the keyboard.
 */
export function NotesCard({ notes }: { notes: Note[] }) {
  const fetcher = useFetcher<NoteActionData>();
  const field = useRef<HTMLTextAreaElement>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  // Once the list has reloaded, the keyboard goes back to the field (emptied after a success).
  useActionFeedback(result, {
    settled: !busy,
    onSuccess: () => {
      if (field.current) field.current.value = "";
      field.current?.focus();
    },
    onFailure: () => field.current?.focus(),
  });

  const error = result && !result.ok && !busy ? result.message : null;
  return (
    <Card className="lg:col-span-2">
      <h2 className="text-lg font-semibold">Notes internes</h2>
      <p className={`mt-1 mb-4 text-sm ${mutedClass}`}>
        {frenchSpacing("Visibles des administrateurs seulement ; jamais envoyées au client.")}
      </p>
      <fetcher.Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note-body" className="block text-sm font-medium">
          Nouvelle note
        </label>
        <textarea
          ref={field}
          id="note-body"
          name="body"
          rows={3}
          required
          maxLength={NOTE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "note-error" : undefined}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        {error && (
          <p id="note-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <Button type="submit" size="sm" busy={busy} busyLabel="Ajout…">
          Ajouter la note
        </Button>
      </fetcher.Form>
      {notes.length === 0 ? (
        <p className={`mt-4 ${mutedClass}`}>Aucune note pour le moment.</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Notes internes">
          {notes.map((note) => (
            <li key={note.id} className="border-s-2 border-amber-400 ps-3" data-testid="note">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <p className={`mt-1 text-xs ${mutedClass}`}>
                {formatDateTime(note.createdAt)}
                {" · "}
                {note.authorEmail ?? "administrateur supprimé"}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
