// The compiled stylesheet as text, for InlineStylesheet (built by Vite and Tailwind).
import css from "../app.css?inline";

export const SITE_STYLESHEET = css;
