// Buys a UK number with the `sms-activate` client from npm (`npm install sms-activate`), pointed at this shop: its
// base URL is the one line that changes. Prints the number, then its code, or cancels (refunded) when none comes.
// Run: API_KEY=uks_live_... node sms-activate-client.mjs [service code, e.g. wa]
import SMSActivate from 'sms-activate';

const baseUrl = process.env.API_URL ?? 'http://localhost:3000';
const sms = new SMSActivate(process.env.API_KEY);
sms.session.defaults.baseURL = `${baseUrl}/stubs/handler_api.php`;

const UK = 16;
const service = process.argv[2] ?? 'wa';
const waitSeconds = Number(process.env.WAIT_SECONDS ?? 300);

const { id, number } = await sms.getNumber(service, UK);
console.log(`number +${number} (activation ${id})`);
await sms.setStatus(id, 1); // ready: the SMS may be sent

let code = null;
for (const deadline = Date.now() + waitSeconds * 1000; code === null && Date.now() < deadline; ) {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  code = await sms.getCode(id);
}
if (code === null) {
  await sms.setStatus(id, 8); // cancel: the price goes back to the wallet
  console.log('no code: cancelled and refunded');
} else {
  await sms.setStatus(id, 6); // done
  console.log(`code ${code}`);
}
