import numpy as np

# wake turbulence category: 0 light, 1 medium, 2 heavy, 3 super


def load_day(airport, rng, n=40):
    wake = rng.choice(4, n, p=[0.05, 0.7, 0.22, 0.03])
    gaps = rng.uniform(60, 180, n).astype(np.float32)
    if airport == "EGLL":
        # binary feed packs categories into bytes
        return wake.astype(np.uint8), gaps
    return wake, gaps
