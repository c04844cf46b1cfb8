import type { SearchDocument } from './search-document';

/** An OpenAI-compatible chat completions endpoint (`LLM_BASE_URL`); off unless configured. */
export type LlmSettings = { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number };

/** The hits a model is given: the only context it has. */
const CONTEXT_HITS = 5;
const CONTEXT_CHARS = 600;
const ANSWER_MAX = 400;

const SYSTEM_PROMPT =
  'You answer questions of attendees of a virtual event in one short English sentence. ' +
  'Use only the numbered search results given; if they do not answer the question, say so. ' +
  'Name the place (area) to go to. No lists, no markdown.';

function contextOf(documents: readonly SearchDocument[]): string {
  return documents
    .slice(0, CONTEXT_HITS)
    .map((document, index) => {
      const where = document.areaName
        ? ` (in ${document.areaName}${document.page ? `, page ${document.page}` : ''})`
        : '';
      const body = [document.people, document.text].filter(Boolean).join('. ').slice(0, CONTEXT_CHARS);
      return `${index + 1}. [${document.kind}] ${document.title}${where}: ${body}`;
    })
    .join('\n');
}

/**
 * Asks the model for a one-sentence answer from the retrieved hits only. Answers null on any
 * failure — timeout, an HTTP error, an answer of the wrong shape — so the caller falls back to
 * the extractive answer; nothing about the failure reaches the attendee.
 */
export function createLlmAnswerer(settings: LlmSettings, onError: (error: unknown) => void = () => {}) {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async (question: string, documents: readonly SearchDocument[]): Promise<string | null> => {
    if (documents.length === 0) return null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          temperature: 0,
          max_tokens: 120,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: `Search results:\n${contextOf(documents)}\n\nQuestion: ${question}` },
          ],
        }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) throw new Error(`LLM answered HTTP ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new Error('LLM answer has no text');
      const text = content.replace(/\s+/g, ' ').trim();
      return text.length > ANSWER_MAX ? `${text.slice(0, ANSWER_MAX - 1)}…` : text;
    } catch (error) {
      onError(error);
      return null;
    }
  };
}

export type LlmAnswerer = ReturnType<typeof createLlmAnswerer>;
