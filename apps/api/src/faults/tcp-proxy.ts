import { connect, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /**
   * A network cut: bytes stop flowing both ways on every open connection, and new connections are
   * taken but get no answer, as when a link to the database goes dark (nothing is refused or reset).
   */
  cut(): void;
  /** The link is back: open connections flow again (what was held is delivered) and new ones reach the server. */
  restore(): void;
  close(): Promise<void>;
};

type Pair = { client: Socket; upstream: Socket | undefined };

/** A TCP proxy of the test's own between the API and a server, which the test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let isCut = false;

  function join(pair: Pair) {
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
  }

  const server: Server = createServer((client) => {
    const pair: Pair = { client, upstream: undefined };
    pairs.add(pair);
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (isCut) client.pause();
    else join(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    cut() {
      isCut = true;
      for (const { client, upstream } of pairs) {
        if (!upstream) continue;
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    restore() {
      isCut = false;
      for (const pair of pairs) {
        if (!pair.upstream) {
          join(pair);
          continue;
        }
        pair.client.pipe(pair.upstream);
        pair.upstream.pipe(pair.client);
      }
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
