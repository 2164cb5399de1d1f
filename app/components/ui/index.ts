export { Button, ButtonLink, buttonClass, type ButtonSize, type ButtonVariant } from "./button";
export { Container } from "./container";
export { cx } from "./cx";
// The form kit (./field, ./form-notice), the breadcrumb and BidiText are
// imported from their own modules, not through here: this index is in every
// public page's chunk, and through it they would be too.
