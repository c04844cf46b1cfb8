import type { SearchAnswer } from '@atrium/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { askSearch } from './search.api';

export type AnswerState =
  | { status: 'idle' }
  | { status: 'loading'; question: string }
  | { status: 'done'; question: string; answer: SearchAnswer }
  | { status: 'failed'; question: string };

/** Asks the question; a newer question (or closing) cancels the one still on its way. */
export function useSearchAnswer() {
  const [state, setState] = useState<AnswerState>({ status: 'idle' });
  const running = useRef<AbortController>(undefined);

  const ask = useCallback((question: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'loading', question });
    askSearch(question, controller.signal).then(
      (answer) => !controller.signal.aborted && setState({ status: 'done', question, answer }),
      () => !controller.signal.aborted && setState({ status: 'failed', question }),
    );
  }, []);

  useEffect(() => () => running.current?.abort(), []);
  return { state, ask };
}
