// One attendee's connection in the chat bench's generator: Engine.IO v4 / Socket.IO v5 framing over
// plain `ws` (socket.io-client would cost the generator more CPU per received message than the
// server spends sending it). Pushes are handed over as raw bytes, never parsed here; acks are.
import WebSocket from 'ws';

const CONNECT_TIMEOUT_MS = 60_000;

/**
 * A client for `url` (…/api/realtime/?EIO=4&transport=websocket) connecting with `auth`.
 * `onEvent(data, at)` gets every event packet (42…) with its arrival time; `onClose()` a drop after
 * the connect.
 */
export function createWireClient({ url, auth, onEvent, onClose, now }) {
  const client = { ws: undefined, connected: false };
  const acks = new Map();
  let nextAck = 0;
  let onConnect;
  let onFail;

  /** Emits `event` with a JSON text payload; `callback(answer)` gets the parsed acknowledgement. */
  client.emitRaw = (event, payloadJson, callback) => {
    const id = nextAck++;
    acks.set(id, callback);
    client.ws.send(`42${id}["${event}",${payloadJson}]`);
  };
  client.emit = (event, payload) =>
    new Promise((resolve) => client.emitRaw(event, JSON.stringify(payload), resolve));
  client.pendingAcks = () => acks.size;

  const onMessage = (data) => {
    const type = data[0];
    if (type === 0x34 /* 4 message */) {
      const kind = data[1];
      if (kind === 0x32 /* 2 event */) {
        onEvent(data, now());
      } else if (kind === 0x33 /* 3 ack */) {
        let i = 2;
        let id = 0;
        for (; data[i] >= 0x30 && data[i] <= 0x39; i++) id = id * 10 + data[i] - 0x30;
        const callback = acks.get(id);
        acks.delete(id);
        callback?.(JSON.parse(data.toString('utf8', i))[0]);
      } else if (kind === 0x30 /* 0 connect */) {
        onConnect?.();
      } else if (kind === 0x34 /* 4 connect error */) {
        onFail?.(new Error(`connect refused: ${data.toString('utf8', 2)}`));
      }
    } else if (type === 0x32 /* 2 ping */) {
      client.ws.send('3');
    } else if (type === 0x30 /* 0 open */) {
      client.ws.send(`40${JSON.stringify(auth)}`);
    }
  };

  /** Opens the socket and connects the default namespace with `auth`. */
  client.connect = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error('connect timed out after 60 s')), CONNECT_TIMEOUT_MS);
      const fail = (error) => {
        clearTimeout(timer);
        onFail = undefined;
        onConnect = undefined;
        client.ws.terminate();
        reject(error);
      };
      onFail = fail;
      onConnect = () => {
        clearTimeout(timer);
        onFail = undefined;
        onConnect = undefined;
        client.connected = true;
        resolve();
      };
      client.ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
      client.ws.on('message', onMessage);
      client.ws.on('error', (error) => onFail?.(error));
      client.ws.on('close', () => {
        if (client.connected) onClose();
        client.connected = false;
        onFail?.(new Error('closed while connecting'));
      });
    });

  client.close = () => client.ws?.terminate();
  return client;
}
