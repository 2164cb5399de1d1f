import { Mail, MessageCircle, Phone } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui";
import type { ContactLinks } from "../contact";

/** Call, WhatsApp and e-mail buttons side by side, each named after the person. */
export function ContactButtons({ links, name }: { links: ContactLinks; name: string }) {
  const linkClass = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`Contacter ${name}`}>
      <li>
        <a href={links.tel} className={linkClass}>
          <Phone aria-hidden="true" className="size-4" />
          Appeler
        </a>
      </li>
      {links.whatsapp && (
        <li>
          <a href={links.whatsapp} className={linkClass} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </li>
      )}
      {links.mailto && (
        <li>
          <a href={links.mailto} className={linkClass}>
            <Mail aria-hidden="true" className="size-4" />
            Écrire un e-mail
          </a>
        </li>
      )}
    </ul>
  );
}
