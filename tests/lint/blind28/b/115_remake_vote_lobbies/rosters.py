import numpy as np


def full_lobby(rng):
    feats = rng.normal(size=(10, 6)).astype(np.float32)
    return feats, np.ones(10, np.float32)


def lobby_with_leavers(rng):
    feats = rng.normal(size=(10, 6)).astype(np.float32)
    connected = rng.random(10) > 0.2
    return feats, connected
