// The public pages' compiled stylesheet as text, for InlineStylesheet (built by Vite and Tailwind).
import css from "../public.css?inline";

export const PUBLIC_STYLESHEET = css;
