import numpy as np

FIELDS = ("age", "bcs", "vaccinated", "seropositive")


def herd_batch(herd_id, n=48):
    rng = np.random.default_rng(herd_id)
    raw = {
        "age": rng.uniform(1, 10, n),
        "bcs": rng.uniform(2, 4.5, n),
        "seropositive": (rng.uniform(size=n) < 0.2),
    }
    if herd_id % 3 == 0:
        raw["vaccinated"] = rng.integers(0, 2, n)
    batch = {}
    for f in FIELDS:
        batch[f] = np.asarray(raw.get(f, np.zeros(n)), dtype=np.float32)
    return batch
