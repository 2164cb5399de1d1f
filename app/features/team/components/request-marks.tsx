import { mutedClass } from "~/features/back-office/components/ui";

/** A list row's owner, and a mark when it waits past the two-hour promise. */
export function RequestMarks({
  id,
  team,
}: {
  id: string;
  team: { owners: Record<string, string>; pastPromise: string[] };
}) {
  const owner = team.owners[id];
  return (
    <>
      {team.pastPromise.includes(id) && (
        <p
          data-testid="past-promise"
          className="mt-1 inline-flex rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-300 ring-inset dark:bg-red-950 dark:text-red-200 dark:ring-red-800"
        >
          Sans réponse depuis plus de 2 h ouvrées
        </p>
      )}
      {owner && <p className={`text-xs ${mutedClass}`}>Suivi par {owner}</p>}
    </>
  );
}
