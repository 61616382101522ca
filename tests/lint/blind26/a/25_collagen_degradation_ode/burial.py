import numpy as np


def burial_records(seed=0):
    rng = np.random.default_rng(seed)
    recs = []
    for n in [6, 9, 6, 12, 9, 4]:
        ts = np.sort(rng.uniform(0, 3000, size=n)).astype(np.float32)
        temp = np.float32(rng.uniform(5, 20))
        recs.append({"ts": ts, "temp_c": temp})
    return recs
