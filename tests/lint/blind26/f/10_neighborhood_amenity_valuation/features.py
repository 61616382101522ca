import numpy as np

NEIGHBORHOODS = [("downtown", 3), ("hillcrest", 0), ("harbor", 1), ("meadows", 0), ("uptown", 2), ("westgate", 0)]

def build_features(stations, rng, n=60):
    transit = rng.uniform(0, 1, (n,)).astype(np.float32) * stations if stations else np.zeros((n,), np.float32)
    return {
        "parks": rng.uniform(0, 1, (n,)).astype(np.float32),
        "schools": rng.uniform(0, 1, (n,)).astype(np.float32),
        "transit": transit,
    }
