/**
 * Sends a request byte for byte over a socket, as no HTTP client would
 * (`GET //a:b/`, a NUL in the path, TRACE, a path of 8 KB), and reads the
 * status line, headers and body of the answer. The serving tests use it
 * against both servers.
 */
import net from 'node:net';

export type RawResponse = {status: number; headers: Record<string, string[]>; body: Buffer};

export function header(response: RawResponse, name: string): string | undefined {
  return response.headers[name.toLowerCase()]?.[0];
}

/** One request on a fresh connection; `Connection: close` and `Host` are added unless given. */
export function rawRequest(
  port: number,
  {
    method = 'GET',
    target,
    headers = {},
    body,
    halfClose = false,
  }: {
    method?: string;
    target: string;
    headers?: Record<string, string>;
    body?: string;
    /** Close the sending side once the request is written, as HTTP/1.0 tools do. */
    halfClose?: boolean;
  },
): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`, 'latin1');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 80)}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const data = Buffer.concat(chunks);
      const end = data.indexOf('\r\n\r\n');
      if (end === -1) {
        reject(new Error(`${method} ${target.slice(0, 80)}: connection closed without an answer`));
        return;
      }
      const [statusLine, ...headerLines] = data.subarray(0, end).toString('latin1').split('\r\n');
      const headersOut: Record<string, string[]> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        (headersOut[name] ??= []).push(line.slice(colon + 1).trim());
      }
      resolve({status: Number(statusLine.split(' ')[1]), headers: headersOut, body: data.subarray(end + 4)});
    });
    if (halfClose) socket.end(request);
    else socket.write(request);
  });
}
