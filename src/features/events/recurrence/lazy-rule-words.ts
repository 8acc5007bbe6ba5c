/**
 * A series' rule in words as the event popup shows it (rule-words.ts), with its code (the rule's parser and
 * words) loaded apart: most events do not repeat, and an event's address loads the popup at start
 * (docs/decisions/076). The popup loads it with its own code when first opened; a page drawn with a series'
 * popup open loads it before hydrating, so that the words are there at once, as the server drew them.
 */
import { useEffect, useState } from 'react';
import type { Lang } from '../../../shared/i18n/lang';
import type * as RuleWordsModule from './rule-words';

let loaded: typeof RuleWordsModule | null = null;

export const loadRuleWords = () =>
  import('./rule-words').then((module) => {
    // A load that failed resolves with nothing while the page reloads for it (src/shared/code-reload.ts).
    if (module) loaded = module;
    return module;
  });

type RepeatingEvent = Parameters<typeof RuleWordsModule.eventRuleWords>[0];

/** The event's rule in words (null for a single event), once its code is in: at once when it already is. */
export function useRuleWords(event: RepeatingEvent, words: RuleWordsModule.RuleWords, lang: Lang): string | null {
  const [module, setModule] = useState(() => loaded);
  const repeats = Boolean(event.rrule);
  useEffect(() => {
    if (module || !repeats) return;
    let current = true;
    loadRuleWords()
      .then((loadedModule) => {
        if (current && loadedModule) setModule(loadedModule);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [module, repeats]);
  return module && repeats ? module.eventRuleWords(event, words, lang) : null;
}
