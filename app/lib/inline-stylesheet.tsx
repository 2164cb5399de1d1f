import { createContext, useContext, useState } from "react";

/**
 * The public pages' stylesheet travels inside each page's head instead of as
 * a render-blocking file: one round trip less before the first paint on a
 * slow mobile connection. entry.server provides the text; in the browser,
 * hydration reuses what the server wrote. The back office adds the whole
 * site's stylesheet as a file (see back-office-stylesheet.ts).
 */
const StylesheetContext = createContext<string | undefined>(undefined);

export const StylesheetProvider = StylesheetContext.Provider;

const ID = "site-stylesheet";

export function InlineStylesheet() {
  const fromServer = useContext(StylesheetContext);
  const [css] = useState(() => fromServer ?? document.getElementById(ID)?.textContent ?? "");
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
