import { Toaster as SonnerToaster, type ToasterProps } from "sonner";
import { useActionFeedback, type ActionAnswer } from "./action-feedback";

/**
 * Sonner's <Toaster>, and the toast of a message carried across a redirect
 * (the root loader's flash, such as «Connexion réussie»): both wait in this
 * module, which DeferredToaster fetches, so neither weighs on a public
 * page's first load.
 */
export default function Toaster({ flash, ...props }: ToasterProps & { flash?: ActionAnswer }) {
  useActionFeedback(flash);
  return <SonnerToaster {...props} />;
}
