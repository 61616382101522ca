import numpy as np


def course_batches(seed=0):
    rng = np.random.default_rng(seed)
    for course in range(6):
        batch = {
            "x": rng.normal(size=(64, 8)).astype(np.float32),
            "y": (rng.random(64) < 0.5).astype(np.float32),
        }
        if course % 2 == 1:
            # courses that use survey sampling weights
            batch["sample_weight"] = rng.uniform(0.5, 2.0, 64).astype(np.float32)
        yield batch
