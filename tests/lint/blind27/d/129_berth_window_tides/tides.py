import numpy as np

HOURS = 24


def tide_curve(port, rng):
    if not port["tidal"]:
        return np.zeros(HOURS, np.float32)
    t = np.arange(HOURS, dtype=np.float32)
    return (1.8 * np.sin(2 * np.pi * t / 12.42 + rng.uniform(0, 6))).astype(np.float32)
