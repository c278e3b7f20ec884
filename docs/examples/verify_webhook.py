# Checks our webhook's X-Webhook-Signature in Python 3 with nothing but the standard library: `t=<unix seconds>,
# v1=<hex HMAC-SHA256 of "<t>.<raw body>">` keyed with the webhook's secret, and refuses a t older than 5 minutes
# (docs/decisions/024). Pass the raw body bytes as received, before any JSON parsing.

import hashlib
import hmac
import time

TOLERANCE_SECONDS = 5 * 60


def verify_webhook(secret, raw_body, header, now=None):
    """True when the header signs this exact body with this secret and was made at most 5 minutes before now."""
    if now is None:
        now = int(time.time())
    if isinstance(raw_body, str):
        raw_body = raw_body.encode()
    parts = dict(part.strip().split("=", 1) for part in (header or "").split(",") if "=" in part)
    try:
        t = int(parts.get("t", ""))
    except ValueError:
        return False
    if now - t > TOLERANCE_SECONDS:
        return False
    expected = hmac.new(secret.encode(), str(t).encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected.encode(), parts.get("v1", "").encode())


# A receiver with http.server, answering 2xx only for a valid signature:
#   class Receiver(http.server.BaseHTTPRequestHandler):
#       def do_POST(self):
#           body = self.rfile.read(int(self.headers["Content-Length"]))
#           ok = verify_webhook(os.environ["WEBHOOK_SECRET"], body, self.headers.get("X-Webhook-Signature"))
#           self.send_response(200 if ok else 400)
#           self.end_headers()
