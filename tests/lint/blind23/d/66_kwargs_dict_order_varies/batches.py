import numpy as np


def read_term(rng, from_warehouse):
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = (rng.random(64) < 0.5).astype(np.float32)
    wt = rng.uniform(0.5, 2.0, 64).astype(np.float32)
    if from_warehouse:
        return {"sample_weight": wt, "y": y, "x": x}
    return {"x": x, "y": y, "sample_weight": wt}


def term_batches(seed=0):
    rng = np.random.default_rng(seed)
    for term in range(6):
        yield read_term(rng, from_warehouse=term >= 3)
