import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SearchAnswer } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { bearerFor, createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import type { SearchDocument } from './search-document';
import { createLlmAnswerer } from './search-llm.client';
import { ask, rebuildIndex, uiConfigWithSearch } from './search-test.helpers';

type Behaviour = 'answer' | 'slow' | 'error' | 'nonsense';

/** A tiny OpenAI-compatible chat completions endpoint that records what it was sent. */
async function startModel() {
  const received: {
    path: string;
    authorization: string | undefined;
    body: { model: string; messages: { content: string }[] };
  }[] = [];
  const waiting = new Set<ServerResponse>();
  let behaviour: Behaviour = 'answer';
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text),
      });
      if (behaviour === 'slow') {
        waiting.add(response); // answered only when the test ends
        return;
      }
      if (behaviour === 'error') {
        response.writeHead(500).end('{"error":"overloaded"}');
        return;
      }
      const content = behaviour === 'nonsense' ? 42 : ' The keynote is in the Auditorium.\n';
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    set(next: Behaviour) {
      behaviour = next;
    },
    async close() {
      for (const response of waiting) response.end();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const keynote = {
  id: 'widget:auditorium:keynote',
  kind: 'widget',
  title: 'Keynote',
  tags: 'meeting',
  people: 'Ada Lindqvist',
  place: 'Auditorium',
  text: 'Opening keynote',
  areaId: 'auditorium',
  areaName: 'Auditorium',
  widgetId: 'keynote',
  widgetName: 'Keynote',
  hidden: false,
} satisfies SearchDocument;

describe('the language-model answer', () => {
  let model: Awaited<ReturnType<typeof startModel>>;
  beforeAll(async () => {
    model = await startModel();
  });
  afterAll(() => model.close());

  it('asks the endpoint with the retrieved hits as the only context, and answers its text', async () => {
    const answerer = createLlmAnswerer({
      baseUrl: `${model.url}/`,
      model: 'tiny',
      apiKey: 'k-123',
      timeoutMs: 5_000,
    });
    model.set('answer');
    expect(await answerer('where is the keynote?', [keynote])).toBe('The keynote is in the Auditorium.');
    const sent = model.received.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer k-123');
    expect(sent.body.model).toBe('tiny');
    const user = sent.body.messages.at(-1)!.content;
    expect(user).toContain('1. [widget] Keynote (in Auditorium): Ada Lindqvist. Opening keynote');
    expect(user).toContain('Question: where is the keynote?');
  });

  it('answers null (the caller falls back) on a timeout, an HTTP error or an answer without text', async () => {
    const errors: unknown[] = [];
    const answerer = createLlmAnswerer(
      { baseUrl: model.url, model: 'tiny', apiKey: undefined, timeoutMs: 200 },
      (error) => errors.push(error),
    );
    for (const behaviour of ['slow', 'error', 'nonsense'] as const) {
      model.set(behaviour);
      expect(await answerer('where is the keynote?', [keynote]), behaviour).toBeNull();
    }
    expect(errors).toHaveLength(3);
    expect(model.received.at(-1)!.authorization).toBeUndefined();
    // Nothing found: the model is not asked at all.
    const asked = model.received.length;
    expect(await answerer('anything', [])).toBeNull();
    expect(model.received).toHaveLength(asked);
  });
});

describe.each(testDialects())('GET /api/search/ with a language model configured, on %s', (dialect) => {
  let app: TestApp;
  let model: Awaited<ReturnType<typeof startModel>>;
  let attendee: { authorization: string };
  beforeAll(async () => {
    model = await startModel();
    app = await createTestApp(dialect, {
      UI_CONFIG_FILE: uiConfigWithSearch(),
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'tiny',
      LLM_TIMEOUT_MS: '300',
    });
    await publishExampleVenue(app);
    await rebuildIndex(app, await bearerFor(app, ['administrator']));
    attendee = await bearerFor(app, ['attendee']);
  });
  afterAll(async () => {
    await app?.cleanup();
    await model?.close();
  });

  it("answers with the model's sentence, and with the extractive one when the model is too slow", async () => {
    model.set('answer');
    const fromModel = (await ask(app, attendee, 'keynote')).json() as SearchAnswer;
    expect(fromModel).toMatchObject({ answer: 'The keynote is in the Auditorium.', answerSource: 'llm' });
    expect(fromModel.results[0]).toMatchObject({ kind: 'widget', view: { widgetId: 'keynote' } });
    model.set('slow');
    const fallback = (await ask(app, attendee, 'keynote')).json() as SearchAnswer;
    expect(fallback.answerSource).toBe('extractive');
    expect(fallback.answer).toMatch(/^Keynote is in the Auditorium/);
    expect(fallback.results).toEqual(fromModel.results);
  });
});
