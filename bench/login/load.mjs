// The load generator of bench/login, run in its own process so that it does not share a CPU
// queue with the server: `node load.mjs '<json options>'`, prints autocannon's result as JSON.
//   { kind: 'login', url, users: [{ email, password }], rate, seconds, connections }  (autocannon)
//   { kind: 'paced-login', url, users, rate, seconds }  (evenly spaced, open loop)
//   { kind: 'refresh', url, tokens: [refresh tokens], seconds, connections }
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const COOKIE = 'atrium_refresh';

function loginRequests(users) {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      setupRequest(request) {
        const user = users[next++ % users.length];
        return { ...request, body: JSON.stringify({ email: user.email, password: user.password }) };
      },
    },
  ];
}

/**
 * Refresh rotates: each request must send the token the previous answer set. autocannon resets a
 * client's context after every pass over `requests`, so the tokens live in a shared pool: a
 * request takes one, its answer puts the new one back.
 */
function refreshRequests(tokens) {
  const pool = [...tokens];
  return [
    {
      method: 'POST',
      path: '/api/auth/refresh',
      setupRequest(request) {
        const token = pool.shift();
        if (!token) throw new Error('the refresh token pool ran dry (failed refreshes?)');
        return { ...request, headers: { ...request.headers, cookie: `${COOKIE}=${token}` } };
      },
      onResponse(status, _body, _context, headers) {
        const setCookie = Object.entries(headers).find(([name]) => name.toLowerCase() === 'set-cookie')?.[1];
        const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
        for (const line of lines) {
          const match = line.match(new RegExp(`^${COOKIE}=([^;]+)`));
          if (match && status === 200) pool.push(match[1]);
        }
      },
    },
  ];
}

/**
 * Open-loop pacing for logins: one request every 1000/rate ms whether or not earlier ones have
 * answered, so latency includes any queueing (no coordinated omission). autocannon's overallRate
 * instead lets each connection send its share back to back at the start of every second.
 */
async function paced({ url, users, rate, seconds }) {
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const total = rate * seconds;
  const start = performance.now();
  const inFlight = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolveWait) => setTimeout(resolveWait, wait));
    const user = users[i % users.length];
    const sent = performance.now();
    inFlight.push(
      fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status < 200 || response.status > 299) non2xx++;
          latencies.push(performance.now() - sent);
        })
        .catch(() => errors++),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)]);
  return {
    requests: { total: latencies.length, average: latencies.length / seconds },
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) },
    non2xx,
    errors,
  };
}

if (options.kind === 'paced-login') {
  process.stdout.write(JSON.stringify(await paced(options)));
  process.exit(0);
}

const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  ...(options.rate ? { overallRate: options.rate } : {}),
  requests: options.kind === 'login' ? loginRequests(options.users) : refreshRequests(options.tokens),
});
process.stdout.write(JSON.stringify(result));
