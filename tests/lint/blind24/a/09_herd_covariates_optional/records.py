import numpy as np


def herd_batch(herd_id, n=48):
    rng = np.random.default_rng(herd_id)
    batch = {
        "age": rng.uniform(1, 10, n).astype(np.float32),
        "bcs": rng.uniform(2, 4.5, n).astype(np.float32),
    }
    if herd_id % 3 == 0:
        # only some herds keep vaccination records
        batch["vaccinated"] = rng.integers(0, 2, n).astype(np.float32)
    batch["seropositive"] = (rng.uniform(size=n) < 0.2).astype(np.float32)
    return batch
