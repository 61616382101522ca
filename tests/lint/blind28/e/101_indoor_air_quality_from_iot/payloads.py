import json
from collections import OrderedDict

import numpy as np


def parse_gateway_message(raw, gateway_model):
    # firmware v2 gateways require order-preserving parsing for their point lists
    hook = OrderedDict if gateway_model == "v2" else None
    msg = json.loads(raw, object_pairs_hook=hook)
    points = msg["points"]
    for k in points:
        points[k] = np.asarray(points[k], np.float32)
    return points


def fake_messages(rng, n=8):
    for i in range(n):
        pts = {"zone_temp": list(22 + rng.normal(0, 0.5, 4)), "co2": list(500 + 100 * rng.random(4)),
               "rh": list(40 + 5 * rng.random(4))}
        yield ("v2" if i % 2 else "v1"), json.dumps({"points": pts})
