import numpy as np


def regional_series(seed=0):
    rng = np.random.default_rng(seed)
    spans = {"Levant": 40, "Anatolia": 32, "Aegean": 40, "Balkans": 25}
    for region, centuries in spans.items():
        yield region, np.cumsum(rng.normal(0, 1, size=centuries)).astype(np.float32)
