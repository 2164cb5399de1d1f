import { expect, test } from "vitest";
import { changeLabel } from "./change-labels";

test("a revision's changed paths read as the editor's field labels", () => {
  expect(changeLabel("product", "data.priceLocal")).toBe("Prix installation locale");
  expect(changeLabel("product", "data.ar.title")).toBe("Titre de la page (arabe)");
  expect(changeLabel("product", "data.fr.card")).toBe("Carte de l'accueil (français)");
  expect(changeLabel("product", "data.localOptions.2")).toBe("Options de l'installation locale 2");
  expect(changeLabel("product", "slug")).toBe("Adresse");
  expect(changeLabel("article", "data.ar.title")).toBe("Titre (arabe)");
  expect(changeLabel("article", "publishAt")).toBe("Date et heure de publication");
  expect(changeLabel("article", "data.image")).toBe("Couverture");
  expect(changeLabel("block", "fr.1.question")).toBe("Question 1 (français)");
  expect(changeLabel("block", "ar.3.consented")).toBe("Accord de publication 3 (arabe)");
  expect(changeLabel("block", "ar")).toBe("Liste (arabe)");
  expect(changeLabel("product", "(tout)")).toBe("Tout le contenu");
  // What no editor names (the first version's note) stays as it is.
  expect(changeLabel("product", "version d'origine")).toBe("version d'origine");
});
