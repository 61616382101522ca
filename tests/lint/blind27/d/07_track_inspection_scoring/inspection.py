import numpy as np

N_SEGMENTS = 120


def load_day(day, rng):
    batch = {
        "gauge_mm": (1435 + rng.normal(0, 1.5, N_SEGMENTS)).astype(np.float32),
        "twist_mm": rng.normal(0, 2.0, N_SEGMENTS).astype(np.float32),
    }
    if day % 3 == 0:
        batch["ultrasonic"] = rng.gamma(2.0, 1.0, N_SEGMENTS).astype(np.float32)
    return batch
