import numpy as np

N_SEG = 120


def load_day(day, rng):
    has_us = day % 3 == 0
    return {
        "gauge_mm": (1435 + rng.normal(0, 1.5, N_SEG)).astype(np.float32),
        "twist_mm": rng.normal(0, 2.0, N_SEG).astype(np.float32),
        "ultrasonic": rng.gamma(2.0, 1.0, N_SEG).astype(np.float32) if has_us else np.zeros(N_SEG, np.float32),
        "us_available": np.float32(1.0 if has_us else 0.0),
    }
