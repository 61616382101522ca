import json

import numpy as np

FIELDS = ("temp_c", "pressure_torr", "time_s")


def load_recipes(path):
    with open(path) as f:
        raw = json.load(f)
    return [{"name": r["name"], **{k: np.float32(r[k]) for k in FIELDS}} for r in raw]
