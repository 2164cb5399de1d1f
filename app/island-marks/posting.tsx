import {
  createContext,
  useContext,
  useState,
  type ComponentType,
  type FormHTMLAttributes,
  type ReactNode,
  type Ref,
} from "react";
import { island } from "./island";
import type { IslandName } from "./names";

/**
 * A public page's form as an island (docs/decisions/0078): it posts with
 * `fetch` to the page's own address, as the browser would without script,
 * and reads its new props in the page the server answers, the same page a
 * visitor without JavaScript gets. No router, no route data, no JSON of its
 * own: the server's answer is the one place the form's next state is drawn.
 */
interface Posting {
  submitting: boolean;
  post: (form: HTMLFormElement, submitter: HTMLElement | null) => void;
}

const PostingContext = createContext<Posting>({ submitting: false, post: () => {} });

/** Whether the island's form is on its way to the server. */
export const useSubmitting = (): boolean => useContext(PostingContext).submitting;

/** What a dropped connection or an answer that is not the server's page (a proxy's 502) becomes. */
const failed = () => ({ ok: false, kind: "error", message: "" }) as const;

const isRefusal = (answer: unknown) => (answer as { ok?: unknown } | undefined)?.ok === false;

/**
 * The island's props in the server's answer. A refusal keeps the props the
 * form was drawn with, the ticket included (a retry with it cannot store
 * twice, and a fresh one would be refused as too quick), and takes only the
 * answer; a success takes the new page's props whole.
 */
async function answered<P extends { answer?: unknown }>(
  name: IslandName,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  drawn: P,
): Promise<P> {
  try {
    const body = new URLSearchParams(new FormData(form, submitter) as unknown as string[][]);
    const response = await fetch(form.action, { method: "POST", body });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const root = page.querySelector<HTMLElement>(`[data-island="${name}"]`);
    if (!root?.dataset.props) return { ...drawn, answer: failed() };
    const props = JSON.parse(root.dataset.props) as P;
    return isRefusal(props.answer) ? { ...drawn, answer: props.answer } : props;
  } catch {
    return { ...drawn, answer: failed() };
  }
}

/**
 * Marks a form component as an island that posts in place: the component
 * reads its answer from the `answer` prop, posts through `PostForm` and
 * knows it is sending from `useSubmitting`. Returns the island the page
 * draws and the component the islands' registry hydrates.
 */
export function postingIsland<P extends { answer?: unknown }>(
  name: IslandName,
  Form: ComponentType<P>,
): { Island: ComponentType<P>; Posting: (props: P) => ReactNode } {
  function Posting(drawn: P) {
    const [props, setProps] = useState(drawn);
    const [submitting, setSubmitting] = useState(false);
    const post = (form: HTMLFormElement, submitter: HTMLElement | null) => {
      setSubmitting(true);
      void answered(name, form, submitter, props).then((next) => {
        setProps(next);
        setSubmitting(false);
      });
    };
    return (
      <PostingContext value={{ submitting, post }}>
        <Form {...props} />
      </PostingContext>
    );
  }
  Posting.displayName = `Posting(${name})`;
  return { Island: island(name, Posting), Posting };
}

/**
 * The form of a posting island: `method="post"` to the page's address
 * without script; with it, sent by the island once the form's own handlers
 * (a client check) let it go.
 */
export function PostForm({
  onSubmit,
  ref,
  ...props
}: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> }) {
  const { post } = useContext(PostingContext);
  return (
    <form
      method="post"
      ref={ref}
      {...props}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        post(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
      }}
    />
  );
}
