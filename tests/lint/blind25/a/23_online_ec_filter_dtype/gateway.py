import json

import numpy as np


def decode_packet(payload):
    msg = json.loads(payload)
    return {"node": msg["node"], "ec_uS": np.array(msg["ec"])}


def lora_payloads(n, n_probes=5, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        ec = rng.normal(1500, 120, n_probes)
        if i % 3 == 1:
            ec = np.round(ec).astype(int).tolist()
        else:
            ec = [round(float(v), 1) for v in ec]
        yield json.dumps({"node": i % 2, "ec": ec})
