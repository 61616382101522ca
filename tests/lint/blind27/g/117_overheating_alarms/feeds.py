import json

import numpy as np


def scada_snapshot(rng):
    # SCADA returns tank numbers as ints
    return {n: np.float32(rng.uniform(12, 26)) for n in (1, 2, 3, 4)}


def mqtt_snapshot(rng):
    payload = json.dumps({n: float(rng.uniform(12, 26)) for n in (1, 2, 3, 4)})
    return {k: np.float32(v) for k, v in json.loads(payload).items()}
