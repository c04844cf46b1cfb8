// Social wall: how soon a post reaches the wall's watchers, and a burst of likes on one post (its
// count exact, how soon every watcher sees the final count, how many pushes that cost each).
// Atrium runs pinned to one core on a fresh SQLite database with the example venue (its wall
// `expo-wall`); the posters, likers and watchers (Socket.IO's wire format over plain ws) run in this
// process. Real HTTP and sockets on loopback. Prints JSON and a summary.
//   npm run bench:social-wall -- [--watchers 300] [--rate 10] [--seconds 10] [--likers 500]
//   BENCH_SERVER_MAIN=…/main.js (default apps/server/dist/main.js, `npm run build` first),
//   BENCH_SERVER_NODE_ARGS, BENCH_SERVER_CPU (0), BENCH_PORT.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { exampleVenueJson } from '../../packages/domain/src/venue/fixtures/example-venue.fixture.ts';
import { createWireClient } from '../chat/wire-client.mjs';
import {
  ARCHITECTURE_ID,
  createAttendees,
  insertAttendees,
  MODE,
  publishVenue,
} from '../presence/atrium-seed.mjs';
import { createHistogram } from '../presence/histogram.mjs';
import { canPin, cpuMs, freePort, serverPid, sleep, spawnPinned, stopped } from '../presence/processes.mjs';
import { root, waitForServer } from '../support/server.mjs';

const { values: flags } = parseArgs({
  options: {
    watchers: { type: 'string', default: '300' },
    rate: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    likers: { type: 'string', default: '500' },
  },
});
const watcherCount = Number(flags.watchers);
const rate = Number(flags.rate);
const seconds = Number(flags.seconds);
const likerCount = Number(flags.likers);
// Each poster stays under the 30 posts a minute a user may make.
const posterCount = Math.max(1, Math.ceil((rate * seconds) / 25));
const main = process.env.BENCH_SERVER_MAIN ?? join(root, 'apps/server/dist/main.js');
const serverCpu = process.env.BENCH_SERVER_CPU ?? '0';
const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
if (!existsSync(main)) {
  console.error(`${main} is missing: run \`npm run build\` first (or set BENCH_SERVER_MAIN)`);
  process.exit(1);
}
if (rate * seconds > 900)
  console.warn('more than 900 posts a minute from one address: some are refused (429)');

const wall = { architectureId: ARCHITECTURE_ID, mode: MODE, wallId: 'expo-wall' };
const secret = randomBytes(32).toString('hex');
const attendees = createAttendees(secret, watcherCount + posterCount + likerCount, 3600);
const people = attendees.map((attendee) => attendee.token);
const [watcherTokens, posterTokens, likerTokens] = [
  people.slice(0, watcherCount),
  people.slice(watcherCount, watcherCount + posterCount),
  people.slice(watcherCount + posterCount),
];
const admin = { email: 'admin@bench.local', password: 'bench-admin-password' };
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-wall-'));
let port = Number(process.env.BENCH_PORT ?? 4720);
const base = () => `http://127.0.0.1:${port}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function startServer() {
  port = await freePort(port + 1);
  const child = spawnPinned(serverCpu, [...nodeArgs, main], {
    files: watcherCount + 2048,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_SEED: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(base());
  return child;
}

/** One HTTP call as `token`; resolves to { status, body }. */
function request(method, path, token, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = http.request(
      `${base()}${path}`,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode, body: text ? JSON.parse(text) : undefined });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

const POST_PREFIX = Buffer.from('42["social-wall:post",');

/** Watchers of the wall; `onPost(post, at)` gets every pushed post. */
async function connectWatchers(onPost) {
  const url = `${base().replace('http', 'ws')}/api/realtime/?EIO=4&transport=websocket`;
  const clients = [];
  for (let index = 0; index < watcherTokens.length; index += 50) {
    await Promise.all(
      watcherTokens.slice(index, index + 50).map(async (token, offset) => {
        const client = createWireClient({
          url,
          auth: { token, protocol: 1 },
          now: () => performance.now(),
          onClose: () => {},
          onEvent: (data, at) => {
            if (data.compare(POST_PREFIX, 0, POST_PREFIX.length, 0, POST_PREFIX.length) !== 0) return;
            onPost(index + offset, JSON.parse(data.toString('utf8', 2))[1], at);
          },
        });
        await client.connect();
        const ack = await client.emit('social-wall:watch', wall);
        if (!ack.ok) throw new Error(`watch refused: ${JSON.stringify(ack.error)}`);
        clients.push(client);
      }),
    );
  }
  return clients;
}

/** Posts at `rate` a second for `seconds`; the time from each post's request to each watcher's copy. */
async function postsPhase(pushes) {
  const answered = createHistogram();
  const seen = createHistogram();
  const sentAt = new Map();
  pushes.onPost = (_watcher, post, at) => {
    const sent = sentAt.get(post.text);
    if (sent !== undefined && post.likes === 0 && post.replies === 0) seen.record(at - sent);
  };
  let refused = 0;
  const calls = [];
  const start = performance.now();
  for (let n = 0; n < rate * seconds; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const text = `bench post ${n}`;
    sentAt.set(text, performance.now());
    calls.push(
      request(
        'POST',
        `/api/social-wall/${wall.wallId}/posts?architectureId=${ARCHITECTURE_ID}`,
        posterTokens[n % posterCount],
        {
          text,
        },
      ).then((response) => {
        if (response.status === 201) answered.record(performance.now() - sentAt.get(text));
        else refused++;
      }),
    );
  }
  await Promise.all(calls);
  await sleep(2000);
  const expected = (rate * seconds - refused) * watcherCount;
  return {
    posts: rate * seconds,
    refused,
    answerMs: answered.summary(),
    watcherSeesMs: seen.summary(Math.max(0, expected - seen.count)),
    copiesMissing: Math.max(0, expected - seen.count),
  };
}

/** Every liker likes one post at once; until every watcher has seen the final count. */
async function likesPhase(pushes) {
  const created = await request(
    'POST',
    `/api/social-wall/${wall.wallId}/posts?architectureId=${ARCHITECTURE_ID}`,
    posterTokens[0],
    {
      text: 'like burst',
    },
  );
  const postId = created.body.id;
  const pushesOf = new Uint32Array(watcherCount);
  const finalAt = new Float64Array(watcherCount);
  pushes.onPost = (watcher, post, at) => {
    if (post.id !== postId) return;
    pushesOf[watcher]++;
    if (post.likes === likerCount && finalAt[watcher] === 0) finalAt[watcher] = at;
  };
  await sleep(500);
  pushesOf.fill(0);
  const start = performance.now();
  const answers = await Promise.all(
    likerTokens.map((token) => request('POST', `/api/social-wall/posts/${postId}/like`, token)),
  );
  const answeredMs = performance.now() - start;
  for (let waited = 0; finalAt.some((at) => at === 0) && waited < 10_000; waited += 50) await sleep(50);
  const seenAll = finalAt.some((at) => at === 0) ? null : Math.max(...finalAt) - start;
  const page = await request(
    'GET',
    `/api/social-wall/${wall.wallId}/posts?architectureId=${ARCHITECTURE_ID}&limit=1`,
    likerTokens[0],
  );
  return {
    likers: likerCount,
    accepted: answers.filter((answer) => answer.status === 200).length,
    storedLikes: page.body.posts.find((post) => post.id === postId)?.likes,
    allAnsweredMs: round(answeredMs),
    likesPerSecond: round((likerCount / answeredMs) * 1000),
    everyWatcherSeesFinalCountMs: seenAll === null ? null : round(seenAll),
    pushesPerWatcher: round(pushesOf.reduce((sum, n) => sum + n, 0) / watcherCount),
  };
}

const loadBefore = round(loadavg()[0], 2);
try {
  const seeding = await startServer();
  try {
    await publishVenue(base(), admin, exampleVenueJson());
  } finally {
    await stopped(seeding);
  }
  insertAttendees(dataDir, attendees);
  const server = await startServer();
  const pid = serverPid(server.pid);
  const pushes = { onPost: () => {} };
  const clients = await connectWatchers((...args) => pushes.onPost(...args));
  try {
    const cpuStart = cpuMs(pid);
    const timeStart = performance.now();
    const posts = await postsPhase(pushes);
    const postsCpu = round(((cpuMs(pid) - cpuStart) / (performance.now() - timeStart)) * 100, 0);
    const likes = await likesPhase(pushes);
    const result = {
      watchers: clients.length,
      postsPerSecond: rate,
      seconds,
      pinned: canPin ? `server on cpu ${serverCpu}` : false,
      loadAverage1mBeforeBench: loadBefore,
      posts: { ...posts, serverCpuPercent: postsCpu },
      likes,
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(
      `\n${rate} posts/s to ${clients.length} watchers: answer p50/p99 ${posts.answerMs.p50}/${posts.answerMs.p99} ms, ` +
        `watcher sees p50/p99 ${posts.watcherSeesMs.p50}/${posts.watcherSeesMs.p99} ms, server CPU ${postsCpu} %`,
    );
    console.log(
      `${likerCount} likes at once: ${likes.accepted} accepted, stored ${likes.storedLikes}, ` +
        `${likes.likesPerSecond}/s, every watcher sees the final count after ${likes.everyWatcherSeesFinalCountMs} ms, ` +
        `${likes.pushesPerWatcher} pushes per watcher`,
    );
    if (loadBefore > 0.5)
      console.log(`note: the machine was busy (load ${loadBefore}): figures are pessimistic`);
  } finally {
    for (const client of clients) client.close();
    await stopped(server);
  }
} finally {
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
