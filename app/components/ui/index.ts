export { Button, ButtonLink, buttonClass, type ButtonSize, type ButtonVariant } from "./button";
export { Container } from "./container";
export { cx } from "./cx";
export { Breadcrumb, type BreadcrumbItem } from "./breadcrumb";
export { BidiText } from "./bidi-text";
// The form kit (./field, ./form-notice) is imported from its own modules, not
// through here: this index is in every public page's chunk, the form kit only
// in the pages with a form.
