import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { ChevronDown, Plus, Trash2 } from "~/components/ui/icons";
import { Button } from "~/components/ui";
import { TextField, labelClass } from "~/components/ui/field";
import type { BlockKey } from "~/lib/catalog-types";
import type { Refusal } from "~/domain/result";
import { Card } from "~/features/back-office/components/ui";
import { BLOCKS, BLOCK_LANGS, MAX_BLOCK_ITEMS, parseBlockForm, type BlockRow } from "../block-form";
import { LANGUAGE_TITLE, SaveRefusal, errorFor, useFormCheck } from "../editor";
import { PreviewButtons } from "../preview";

let nextRowId = 0;

/**
 * One list of the home page in its editor: items in French beside Arabic,
 * moved, added and removed with the focus and an announcement following.
 */
export function BlockEditor({
  blockKey,
  version,
  initialRows,
  busy,
  serverError,
}: {
  blockKey: BlockKey;
  version: number;
  initialRows: BlockRow[];
  busy: boolean;
  serverError?: Refusal;
}) {
  const definition = BLOCKS[blockKey];
  const [rows, setRows] = useState(() => initialRows.map((row) => ({ id: nextRowId++, row })));
  const [announcement, setAnnouncement] = useState("");
  /** Where the focus goes once the list has been drawn again. */
  const focusAfter = useRef<string | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const { error, check } = useFormCheck((posted) => {
    const parsed = parseBlockForm(blockKey, posted);
    return parsed.ok ? undefined : parsed;
  }, serverError);

  // After a move, an addition or a removal the focus goes where the person can carry on.
  useEffect(() => {
    if (!focusAfter.current) return;
    formRef.current?.querySelector<HTMLElement>(focusAfter.current)?.focus();
    focusAfter.current = undefined;
  });

  /** What the list calls item `index`: its French name as typed now. */
  function itemName(index: number): string {
    const field = formRef.current?.elements.namedItem(`items.${index}.fr.${definition.nameField}`);
    const value =
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
        ? field.value.trim()
        : "";
    return value ? `« ${value} »` : `L'élément ${index + 1}`;
  }

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= rows.length) return;
    const name = itemName(index);
    const id = rows[index]!.id;
    const next = [...rows];
    [next[index], next[to]] = [next[to]!, next[index]!];
    setRows(next);
    setAnnouncement(`${name} : position ${to + 1} sur ${rows.length}.`);
    // The same button if it still leads somewhere, otherwise the other one.
    const direction = by < 0 ? (to > 0 ? "up" : "down") : to < rows.length - 1 ? "down" : "up";
    focusAfter.current = `#move-${id}-${direction}`;
  }

  function remove(index: number) {
    const name = itemName(index);
    const next = rows.filter((_, i) => i !== index);
    setRows(next);
    setAnnouncement(`${name} retiré de la liste. Enregistrez pour publier.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusAfter.current = neighbour ? `#row-${neighbour.id}-title` : "#add-item";
  }

  function add() {
    const id = nextRowId++;
    const empty = Object.fromEntries(definition.fields.map((f) => [f.name, ""]));
    setRows([...rows, { id, row: { fr: { ...empty }, ar: { ...empty } } }]);
    setAnnouncement(`Élément ${rows.length + 1} ajouté en fin de liste.`);
    focusAfter.current = `#row-${id}-fr-${definition.fields[0]!.name}`;
  }

  return (
    <>
      <SaveRefusal error={error} testId="block-form-error" />
      <p role="status" aria-live="polite" className="sr-only" data-testid="block-announcement">
        {announcement}
      </p>
      <Form method="post" noValidate onSubmit={check} ref={formRef} className="space-y-4">
        <input type="hidden" name="version" value={version} />
        <ol className="space-y-4" data-testid="block-items">
          {rows.map(({ id, row }, index) => (
            <li key={id} data-testid="block-item">
              <Card>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`row-${id}-title`} tabIndex={-1} className="font-semibold outline-none">
                    {definition.item[0]!.toUpperCase() + definition.item.slice(1)} {index + 1}
                  </h3>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      id={`move-${id}-up`}
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={`Monter l'élément ${index + 1}`}
                    >
                      <ChevronDown aria-hidden="true" className="size-4 rotate-180" /> Monter
                    </Button>
                    <Button
                      id={`move-${id}-down`}
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`Descendre l'élément ${index + 1}`}
                    >
                      <ChevronDown aria-hidden="true" className="size-4" /> Descendre
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={rows.length === 1}
                      onClick={() => remove(index)}
                      aria-label={`Retirer l'élément ${index + 1}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" /> Retirer
                    </Button>
                  </div>
                </div>
                <div className="mt-3 grid gap-6 lg:grid-cols-2">
                  {BLOCK_LANGS.map((lang) => (
                    <fieldset key={lang} className="space-y-3">
                      <legend className="text-sm font-semibold">{LANGUAGE_TITLE[lang]}</legend>
                      {definition.fields.map((f) => {
                        const name = `items.${index}.${lang}.${f.name}`;
                        return (
                          <TextField
                            key={f.name}
                            id={`row-${id}-${lang}-${f.name}`}
                            name={name}
                            defaultValue={row[lang][f.name] ?? ""}
                            error={errorFor(error, name)}
                            label={f.label}
                            lang={lang}
                            rows={f.long ? 4 : undefined}
                          />
                        );
                      })}
                    </fieldset>
                  ))}
                </div>
                {definition.flag && (
                  <div className="mt-4 flex items-start gap-2">
                    <input
                      id={`row-${id}-flag`}
                      type="checkbox"
                      name={`items.${index}.${definition.flag.name}`}
                      defaultChecked={row.flag}
                      aria-describedby={`row-${id}-flag-hint`}
                      className="mt-1 size-4"
                    />
                    <div>
                      <label htmlFor={`row-${id}-flag`} className={labelClass}>
                        {definition.flag.label}
                      </label>
                      <p
                        id={`row-${id}-flag-hint`}
                        className="text-sm text-slate-600 dark:text-slate-300"
                      >
                        {definition.flag.hint}
                      </p>
                    </div>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap justify-between gap-2">
          <Button
            id="add-item"
            type="button"
            variant="secondary"
            onClick={add}
            disabled={rows.length >= MAX_BLOCK_ITEMS}
          >
            <Plus aria-hidden="true" className="size-4" /> Ajouter un élément ({definition.item})
          </Button>
          <div className="flex flex-wrap gap-2">
            <PreviewButtons
              action="/apercu/accueil"
              params={{ liste: blockKey }}
              verb="Prévisualiser"
            />
            <Button type="submit" name="intent" value="save" busy={busy}>
              Enregistrer
            </Button>
          </div>
        </div>
      </Form>
    </>
  );
}
