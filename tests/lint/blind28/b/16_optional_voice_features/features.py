import numpy as np


def match_features(rng, n_players=10):
    feats = {
        "movement": rng.normal(size=(n_players, 16)).astype(np.float32),
        "economy": rng.normal(size=(n_players, 4)).astype(np.float32),
    }
    # voice comms telemetry only exists when the lobby had voice enabled
    if rng.random() < 0.5:
        feats["voice"] = rng.normal(size=(n_players, 3)).astype(np.float32)
    return feats
