import numpy as np

N = 10
DEFAULTS = {
    "movement": np.zeros((N, 16), np.float32),
    "economy": np.zeros((N, 4), np.float32),
    "voice": np.zeros((N, 3), np.float32),
}


def match_features(rng):
    feats = {
        "movement": rng.normal(size=(N, 16)).astype(np.float32),
        "economy": rng.normal(size=(N, 4)).astype(np.float32),
    }
    if rng.random() < 0.5:
        feats["voice"] = rng.normal(size=(N, 3)).astype(np.float32)
    return {**DEFAULTS, **feats}
