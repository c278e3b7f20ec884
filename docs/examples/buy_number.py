# The developer API from Python 3.8+ with nothing but the standard library: buy a one-time UK number, wait for its
# code, and cancel (refunded) if none arrives in time. Run: API_URL=http://localhost:3000 API_KEY=uks_live_... python3 buy_number.py wa
# (docs/decisions/024 describes every route and error code).

import json
import os
import sys
import time
import urllib.error
import urllib.request

BASE = os.environ.get("API_URL", "http://localhost:3000") + "/api/v1"
KEY = os.environ.get("API_KEY", "")
SERVICE = sys.argv[1] if len(sys.argv) > 1 else "wa"
WAIT_SECONDS = float(os.environ.get("WAIT_SECONDS", "900"))


def call(method, path, body=None):
    """One API call; returns the answer's data or raises with the error's code and message."""
    headers = {"Authorization": "Bearer " + KEY}
    data = None
    if body is not None:
        headers["Content-Type"] = "application/json"
        data = json.dumps(body).encode()
    request = urllib.request.Request(BASE + path, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(request) as response:
            status, answer = response.status, json.load(response)
    except urllib.error.HTTPError as refused:
        status, answer = refused.code, json.load(refused)
    if not answer["success"]:
        error = answer["error"]
        details = " " + json.dumps(error["details"]) if error.get("details") else ""
        raise RuntimeError(f"{status} {error['code']}: {error['message']}{details}")
    return answer["data"]


order = call("POST", "/orders", {"service": SERVICE, "country": "GB"})
print(f"number {order['phone_number']} (order {order['id']})", flush=True)
deadline = time.monotonic() + WAIT_SECONDS
while time.monotonic() < deadline:
    answer = call("GET", f"/orders/{order['id']}/code")
    if answer["code"]:
        print(f"code {answer['code']}")
        sys.exit(0)
    if answer["status"] != "pending":
        break
    time.sleep(5)
call("POST", f"/orders/{order['id']}/cancel")
print("no code: cancelled and refunded")
