// The load generator of bench/login, run in its own process so that it does not share a CPU
// queue with the server: `node load.mjs '<json options>'`, prints autocannon's result as JSON.
//   { kind: 'login', url, users: [{ email, password }], rate, seconds, connections }
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

const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  ...(options.rate ? { overallRate: options.rate } : {}),
  requests: options.kind === 'login' ? loginRequests(options.users) : refreshRequests(options.tokens),
});
process.stdout.write(JSON.stringify(result));
