/**
 * An island's texts (docs/decisions/068). The page hands each island the catalogue of its own language as a
 * prop, so a page ships only its language's texts; the island's root puts it in a context its parts read.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from './lang';

export function createTextContext<T>(name: string) {
  const Context = createContext<T | null>(null);
  function TextProvider({ text, children }: { text: T; children: ReactNode }) {
    return <Context.Provider value={text}>{children}</Context.Provider>;
  }
  function useTextOf(): T {
    const text = useContext(Context);
    if (!text) throw new Error(`${name}: its texts were not given to the island`);
    return text;
  }
  return [TextProvider, useTextOf] as const;
}

const LangContext = createContext<Lang>('en');

/** The page's language, for an island's dates and links. */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export const useLang = (): Lang => useContext(LangContext);
