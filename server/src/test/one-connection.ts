import pg from "pg";

/** Runs `work` on a connection of its own to `url` (outside any app pool), closed afterwards. */
export async function onOneConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
