// The developer API from Node 20+ with nothing but fetch: buy a one-time UK number, wait for its code, and cancel
// (refunded) if none arrives in time. Run: API_URL=http://localhost:3000 API_KEY=uks_live_... node buy-number.mjs wa
// (docs/decisions/024 describes every route and error code).

const base = `${process.env.API_URL ?? 'http://localhost:3000'}/api/v1`;
const key = process.env.API_KEY;
const service = process.argv[2] ?? 'wa';
const waitSeconds = Number(process.env.WAIT_SECONDS ?? 900);

async function call(method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!answer.success) {
    const { code, message, details } = answer.error;
    throw new Error(`${response.status} ${code}: ${message}${details ? ` ${JSON.stringify(details)}` : ''}`);
  }
  return answer.data;
}

const order = await call('POST', '/orders', { service, country: 'GB' });
console.log(`number ${order.phone_number} (order ${order.id})`);
const deadline = Date.now() + waitSeconds * 1000;
while (Date.now() < deadline) {
  const { code, status } = await call('GET', `/orders/${order.id}/code`);
  if (code) {
    console.log(`code ${code}`);
    process.exit(0);
  }
  if (status !== 'pending') break;
  await new Promise((resolve) => setTimeout(resolve, 5_000));
}
await call('POST', `/orders/${order.id}/cancel`);
console.log('no code: cancelled and refunded');
