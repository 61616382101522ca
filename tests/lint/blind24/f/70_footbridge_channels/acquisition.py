import numpy as np

LAYOUT = {"deck-mid-z": 1.0, "deck-qtr-z": 0.7, "deck-mid-y": 0.3, "pylon-top-x": 0.2}


def block(k, rng, n=3000):
    """Ten-minute block from the footbridge; channel dict is rebuilt from the logger file each time."""
    t = np.arange(n) / 50.0
    crowd = 1 + 0.5 * np.sin(k)
    out = {}
    for name, gain in LAYOUT.items():
        x = gain * crowd * 0.2 * np.sin(2 * np.pi * 1.9 * t + rng.uniform(0, 6)) + rng.normal(0, 0.05, n)
        out[name] = x.astype(np.float32)
    return out
