import numpy as np

FLEETS = ("trawl", "longline", "gillnet")

def annual_catches(rng):
    return [rng.gamma(2.0, 50.0, 12).astype(np.float32) for _ in FLEETS]

def quarterly_catches(rng):
    rows = [tuple(rng.gamma(2.0, 50.0, 3).astype(np.float32).repeat(4) for _ in FLEETS) for _ in range(2)]
    return list(zip(*rows))[0]
