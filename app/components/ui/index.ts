export { Button, ButtonLink, buttonClass, type ButtonSize, type ButtonVariant } from "./button";
export { Container } from "./container";
export { cx } from "./cx";
export { SectionHeading } from "./section-heading";
export { Breadcrumb, type BreadcrumbItem } from "./breadcrumb";
export { BidiText } from "./bidi-text";
export { Field, inputClass } from "./field";
export { FormNotice } from "./form-notice";
