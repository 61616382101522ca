import numpy as np

NEIGHBORHOODS = [
    {"name": "downtown", "stations": 3},
    {"name": "hillcrest", "stations": 0},
    {"name": "harbor", "stations": 1},
    {"name": "meadows", "stations": 0},
    {"name": "uptown", "stations": 2},
]

def build_features(nb, rng):
    feats = {
        "parks": rng.uniform(0, 1, (50,)).astype(np.float32),
        "schools": rng.uniform(0, 1, (50,)).astype(np.float32),
    }
    if nb["stations"] > 0:
        feats["transit"] = rng.uniform(0, 1, (50,)).astype(np.float32) * nb["stations"]
    return feats
