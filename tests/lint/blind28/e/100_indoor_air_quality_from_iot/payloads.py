import json

import numpy as np


def parse_gateway_message(raw):
    msg = json.loads(raw)
    return {k: np.asarray(v, np.float32) for k, v in msg["points"].items()}


def fake_messages(rng, n=8):
    for i in range(n):
        pts = {"zone_temp": list(22 + rng.normal(0, 0.5, 4)), "co2": list(500 + 100 * rng.random(4)),
               "rh": list(40 + 5 * rng.random(4))}
        if i % 2:
            # the second gateway model serialises points in a different order
            pts = {"rh": pts["rh"], "zone_temp": pts["zone_temp"], "co2": pts["co2"]}
        yield json.dumps({"gateway": i % 2, "points": pts})
