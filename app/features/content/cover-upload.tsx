import { useId, useState } from "react";
import { mutedClass } from "~/features/back-office/components/ui";
import { COVER_MAX_BYTES, COVER_MESSAGES, COVER_TYPES, COVER_UPLOAD_PATH } from "./cover-rules";

const ACCEPTED: readonly string[] = COVER_TYPES;

export interface Cover {
  image: string;
  socialImage: string;
}

/** What the field says, for an article's cover or a product's illustration. */
const TEXTS = {
  article: {
    label: "Image de couverture",
    none: "Pas encore de couverture.",
    hint: "JPEG, PNG ou WebP, 5 Mo au plus. Le site en garde une copie 1200 × 630 pour les réseaux sociaux et une de 640 pixels de large pour la page et le blog, sans les métadonnées.",
    received: "Image reçue : elle sera utilisée à l'enregistrement de l'article.",
  },
  product: {
    label: "Illustration",
    none: "Pas encore d'illustration.",
    hint: "JPEG, PNG ou WebP, 5 Mo au plus. Le site en garde une copie de 640 pixels de large pour la page du produit, sans les métadonnées.",
    received: "Image reçue : elle sera utilisée à l'enregistrement du produit.",
  },
} as const;

/**
 * The cover field of the article form, and the illustration field of the
 * product form: a file sent to the server as soon as it is chosen; the server
 * checks, resizes and stores it and answers the addresses the form then posts
 * (hidden fields; a product keeps only the page's size). The browser refuses
 * an obviously wrong file first, with the server's words; the server decides.
 */
export function CoverUpload({
  cover,
  alt,
  onChange,
  purpose = "article",
}: {
  cover: Cover;
  alt: string;
  onChange: (cover: Cover) => void;
  purpose?: keyof typeof TEXTS;
}) {
  const texts = TEXTS[purpose];
  const id = useId();
  const [state, setState] = useState<{ busy?: boolean; error?: string; done?: boolean }>({});

  async function upload(file: File) {
    if (!ACCEPTED.includes(file.type)) {
      setState({ error: COVER_MESSAGES.type });
      return;
    }
    if (file.size > COVER_MAX_BYTES) {
      setState({ error: COVER_MESSAGES.tooLarge });
      return;
    }
    setState({ busy: true });
    try {
      const response = await fetch(COVER_UPLOAD_PATH, {
        method: "POST",
        body: file,
        headers: { "Content-Type": file.type },
      });
      const answer = (await response.json()) as Partial<Cover> & { message?: string };
      if (!response.ok || !answer.image || !answer.socialImage) {
        setState({ error: answer.message ?? "Le téléversement a échoué. Réessayez." });
        return;
      }
      onChange({ image: answer.image, socialImage: answer.socialImage });
      setState({ done: true });
    } catch {
      setState({ error: "Le téléversement a échoué (connexion interrompue). Réessayez." });
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_2fr]">
      <div>
        {cover.image ? (
          <img
            src={cover.image}
            alt={alt}
            width={640}
            height={336}
            data-testid="cover-image"
            className="aspect-[40/21] w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
          />
        ) : (
          <p
            className={`rounded-lg border border-dashed border-slate-300 p-6 text-sm ${mutedClass}`}
          >
            {texts.none}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <label
          htmlFor={id}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {texts.label}
        </label>
        <input
          id={id}
          type="file"
          accept={ACCEPTED.join(",")}
          aria-describedby={`${id}-hint ${id}-state`}
          disabled={state.busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
          className="block w-full text-sm text-slate-800 file:me-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-medium file:text-white dark:text-slate-200"
        />
        <p id={`${id}-hint`} className={`text-xs ${mutedClass}`}>
          {texts.hint}
        </p>
        <p id={`${id}-state`} role="status" className="text-sm" data-testid="cover-state">
          {state.busy && "Envoi de l'image…"}
          {state.done && texts.received}
        </p>
        {state.error && (
          <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
            {state.error}
          </p>
        )}
      </div>
      <input type="hidden" name="image" value={cover.image} />
      {purpose === "article" && (
        <input type="hidden" name="socialImage" value={cover.socialImage} />
      )}
    </div>
  );
}
