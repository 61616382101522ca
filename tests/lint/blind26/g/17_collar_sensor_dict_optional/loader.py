import numpy as np

# Only the newer collar model carries a skin-temperature thermistor.
COLLARS = {"C101": "v2", "C102": "v1", "C103": "v2", "C104": "v1", "C105": "v1"}


def load_window(collar_id, seed):
    rng = np.random.default_rng(seed)
    rec = {
        "acc": rng.normal(size=(3, 200)).astype(np.float32),
        "mag": rng.normal(size=(3, 200)).astype(np.float32),
    }
    if COLLARS[collar_id] == "v2":
        rec["temp"] = (36 + rng.normal(scale=0.3, size=200)).astype(np.float32)
    return rec
